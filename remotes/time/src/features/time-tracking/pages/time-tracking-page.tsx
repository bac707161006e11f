import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function TimeTrackingPage() {
  return <PageHeader title={TEXTS.timeTracking.title} subtitle={TEXTS.timeTracking.subtitle} />;
}
