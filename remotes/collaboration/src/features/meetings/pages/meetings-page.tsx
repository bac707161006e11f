import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function MeetingsPage() {
  return <PageHeader title={TEXTS.meetings.title} subtitle={TEXTS.meetings.subtitle} />;
}
