import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function NotesPage() {
  return <PageHeader title={TEXTS.notes.title} subtitle={TEXTS.notes.subtitle} />;
}
