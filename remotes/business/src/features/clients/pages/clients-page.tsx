import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ClientsPage() {
  return <PageHeader title={TEXTS.clients.title} subtitle={TEXTS.clients.subtitle} />;
}
