import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function WorkspacesPage() {
  return <PageHeader title={TEXTS.workspaces.title} subtitle={TEXTS.workspaces.subtitle} />;
}
