import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ResetPasswordPage() {
  return <PageHeader title={TEXTS.resetPassword.title} subtitle={TEXTS.resetPassword.subtitle} />;
}
