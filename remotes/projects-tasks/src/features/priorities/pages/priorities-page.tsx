import { WorkflowScreen } from '../../workflow';
import { PRIORITIES_KIND } from '../priorities-kind';

/** /dashboard/priorities: the workspace's task priorities (issue 4 "Statuses and priorities"). */
export default function PrioritiesPage() {
  return <WorkflowScreen kind={PRIORITIES_KIND} />;
}
