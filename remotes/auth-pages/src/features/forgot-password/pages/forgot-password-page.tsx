import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ForgotPasswordPage() {
  return <PageHeader title={TEXTS.forgotPassword.title} subtitle={TEXTS.forgotPassword.subtitle} />;
}
