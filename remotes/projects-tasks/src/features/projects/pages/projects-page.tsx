import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ProjectsPage() {
  return <PageHeader title={TEXTS.projects.title} subtitle={TEXTS.projects.subtitle} />;
}
