import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function TaskDetailPage() {
  return <PageHeader title={TEXTS.taskDetail.title} subtitle={TEXTS.taskDetail.subtitle} />;
}
