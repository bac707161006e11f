import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function LoginPage() {
  return <PageHeader title={TEXTS.login.title} subtitle={TEXTS.login.subtitle} />;
}
