import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function LeaveRequestsPage() {
  return <PageHeader title={TEXTS.leaveRequests.title} subtitle={TEXTS.leaveRequests.subtitle} />;
}
