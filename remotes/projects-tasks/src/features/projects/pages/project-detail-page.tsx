import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ProjectDetailPage() {
  return <PageHeader title={TEXTS.projectDetail.title} subtitle={TEXTS.projectDetail.subtitle} />;
}
