import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function EmailVerificationPage() {
  return <PageHeader title={TEXTS.emailVerification.title} subtitle={TEXTS.emailVerification.subtitle} />;
}
