import { WorkflowScreen } from '../../workflow';
import { STATUSES_KIND } from '../statuses-kind';

/** /dashboard/statuses: the workspace's task statuses (issue 4 "Statuses and priorities"). */
export default function StatusesPage() {
  return <WorkflowScreen kind={STATUSES_KIND} />;
}
