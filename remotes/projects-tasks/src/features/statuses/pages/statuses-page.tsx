import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function StatusesPage() {
  return <PageHeader title={TEXTS.statuses.title} subtitle={TEXTS.statuses.subtitle} />;
}
