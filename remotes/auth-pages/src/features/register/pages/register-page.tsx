import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function RegisterPage() {
  return <PageHeader title={TEXTS.register.title} subtitle={TEXTS.register.subtitle} />;
}
