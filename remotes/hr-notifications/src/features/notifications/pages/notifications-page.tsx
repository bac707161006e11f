import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function NotificationsPage() {
  return <PageHeader title={TEXTS.notifications.title} subtitle={TEXTS.notifications.subtitle} />;
}
