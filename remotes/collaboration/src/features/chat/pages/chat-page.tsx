import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function ChatPage() {
  return <PageHeader title={TEXTS.chat.title} subtitle={TEXTS.chat.subtitle} />;
}
