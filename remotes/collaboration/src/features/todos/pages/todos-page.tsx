import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function TodosPage() {
  return <PageHeader title={TEXTS.todos.title} subtitle={TEXTS.todos.subtitle} />;
}
