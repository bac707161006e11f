import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function PrioritiesPage() {
  return <PageHeader title={TEXTS.priorities.title} subtitle={TEXTS.priorities.subtitle} />;
}
