import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function TeamMembersPage() {
  return <PageHeader title={TEXTS.teamMembers.title} subtitle={TEXTS.teamMembers.subtitle} />;
}
