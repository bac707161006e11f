import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function BoardPage() {
  return <PageHeader title={TEXTS.board.title} subtitle={TEXTS.board.subtitle} />;
}
