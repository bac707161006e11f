import { WorkflowScreen } from '../../workflow/components/workflow-screen';
import { PRIORITIES_KIND } from '../priorities-kind';

/** /dashboard/priorities: the workspace's task priorities (issue 4 "Statuses and priorities"). */
export default function PrioritiesPage() {
  return <WorkflowScreen kind={PRIORITIES_KIND} />;
}
