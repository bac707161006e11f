import type { Conversation } from '@kanri/contracts/chat';
import type { PresenceStatus } from '@kanri/contracts';
import { formatDateTime, formatRelativeTime, LockOutlined, NumberOutlined, useNow } from '@kanri/design-system';
import { CHAT_TEXTS } from '../texts';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

/** What the list shows of a conversation's last message. */
export function lastMessagePreview(conversation: Conversation, selfId: number | undefined): string {
  const last = conversation.last_message;
  if (!last) return conversation.type === 'channel' && conversation.topic ? conversation.topic : T.list.noMessagesYet;
  if (last.deleted_at) return T.list.deleted;
  const text = last.body.replace(/\s+/g, ' ').trim() || T.list.attachmentOnly;
  return last.sender.id === selfId ? `${T.list.you}${text}` : text;
}

function ConversationRow({
  conversation,
  active,
  selfId,
  presence,
  now,
  onSelect,
}: {
  conversation: Conversation;
  active: boolean;
  selfId: number | undefined;
  presence: (userId: number) => PresenceStatus;
  now: Date;
  onSelect: (conversation: Conversation) => void;
}) {
  const unread = conversation.muted ? 0 : conversation.unread_count;
  const other = conversation.type === 'direct' && conversation.others.length === 1 ? conversation.others[0] : undefined;
  const time = conversation.last_message?.created_at ?? conversation.last_activity_at;
  return (
    <li>
      <button
        type="button"
        className={`kc-chat-plain kc-chat-row${active ? ' is-active' : ''}${unread > 0 ? ' is-unread' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(conversation)}
        data-testid="chat-conversation"
      >
        {conversation.type === 'channel' ? (
          <span className="kc-chat-icon" aria-label={conversation.is_private ? T.list.privateChannel : undefined}>
            {conversation.is_private ? <LockOutlined /> : <NumberOutlined />}
          </span>
        ) : (
          <PersonAvatar name={conversation.name} photo={other?.photo_url} presence={other ? presence(other.id) : undefined} />
        )}
        <span className="kc-chat-row-main">
          <span className="kc-chat-row-line">
            <span className="kc-chat-row-name" title={conversation.name}>
              {conversation.name}
            </span>
            <span className="kc-chat-row-time" title={formatDateTime(time)}>
              {formatRelativeTime(time, now)}
            </span>
          </span>
          <span className="kc-chat-row-line">
            <span className="kc-chat-row-preview">
              {conversation.muted ? `${T.list.muted} · ` : ''}
              {lastMessagePreview(conversation, selfId)}
            </span>
            {unread > 0 ? (
              <span className="kc-chat-badge" aria-label={T.list.unread(unread)}>
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The Chats tab: CHANNELS, then DIRECT MESSAGES, each latest activity first. */
export function ConversationList({
  conversations,
  selectedId,
  selfId,
  presence,
  onSelect,
}: {
  conversations: readonly Conversation[];
  selectedId: number | null;
  selfId: number | undefined;
  presence: (userId: number) => PresenceStatus;
  onSelect: (conversation: Conversation) => void;
}) {
  const now = useNow();
  const sections = [
    { title: T.channels, items: conversations.filter((conversation) => conversation.type === 'channel') },
    { title: T.directMessages, items: conversations.filter((conversation) => conversation.type === 'direct') },
  ];
  return (
    <>
      {sections.map((section) =>
        section.items.length > 0 ? (
          <section key={section.title} aria-label={section.title}>
            <h3 className="kc-chat-section">{section.title}</h3>
            <ul className="kc-chat-rows">
              {section.items.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === selectedId}
                  selfId={selfId}
                  presence={presence}
                  now={now}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}
