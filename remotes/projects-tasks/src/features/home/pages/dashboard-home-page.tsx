import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function DashboardHomePage() {
  return <PageHeader title={TEXTS.dashboardHome.title} subtitle={TEXTS.dashboardHome.subtitle} />;
}
