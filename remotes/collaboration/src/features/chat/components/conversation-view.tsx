import { onRealtimeStatus } from '@kanri/api-client';
import { CHAT_MESSAGES, type ChatMessage, type Conversation } from '@kanri/contracts/chat';
import type { PresenceStatus } from '@kanri/contracts';
import {
  ArrowLeftOutlined,
  Button,
  ConfirmDelete,
  Dropdown,
  FolderOutlined,
  LockOutlined,
  MoreOutlined,
  NumberOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useConversationMembers, useHistory, useOutbox, useTyping, type ChatActions } from '../api/use-chat';
import { pendingOf, type ChatSync, type SendInput } from '../chat-sync';
import { historyMessages } from '../message-merge';
import { CHAT_TEXTS } from '../texts';
import { Composer, draftKey } from './composer';
import { SettingsDialog } from './conversation-dialogs';
import { MembersDialog } from './members-dialog';
import { firstUnreadId, MessageHistory } from './message-history';
import type { MessageHandlers } from './message-item';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

/** Whether the tab may send now, live (the socket's status and the browser's online state). */
export function useConnected(sync: ChatSync): boolean {
  const subscribe = useCallback((listener: () => void) => {
    const stop = onRealtimeStatus(listener);
    globalThis.addEventListener?.('online', listener);
    globalThis.addEventListener?.('offline', listener);
    return () => {
      stop();
      globalThis.removeEventListener?.('online', listener);
      globalThis.removeEventListener?.('offline', listener);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => sync.connected(),
    () => true,
  );
}

/** Whether the page is visible (read markers move only while it is). */
function useVisible(): boolean {
  const subscribe = useCallback((listener: () => void) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

type Dialog = 'members' | 'settings' | 'archive' | 'leave' | null;

/** What a message's tools do (`onReply` only in the main history: a thread has no threads). */
export const messageHandlers = (actions: ChatActions, onReply?: (message: ChatMessage) => void): MessageHandlers => ({
  onReply,
  onEdit: (message, body, mentionIds) => actions.edit(message, body, mentionIds),
  onDelete: (message) => actions.remove(message),
  onReact: (message, emoji, add) => actions.react(message, emoji, add),
  onDownload: (attachment) => void actions.download(attachment),
});

/**
 * The open conversation: header (name, topic or the other person's presence, the menu), the
 * history, who is typing, and the composer — or, for an archived channel, the read-only notice.
 * Mount it with a key per conversation (the divider and the draft belong to one).
 */
export function ConversationView({
  conversation,
  around,
  sync,
  selfId,
  workspaceId,
  presence,
  actions,
  onOpenThread,
  onBack,
  onLeft,
  onJumpToLatest,
}: {
  conversation: Conversation;
  around: number | null;
  sync: ChatSync;
  selfId: number | undefined;
  workspaceId: number;
  presence: (userId: number) => PresenceStatus;
  actions: ChatActions;
  onOpenThread: (message: ChatMessage) => void;
  onBack: () => void;
  onLeft: () => void;
  onJumpToLatest: () => void;
}) {
  const history = useHistory(conversation.id, around);
  const members = useConversationMembers(conversation.is_member ? conversation.id : null);
  const pending = pendingOf(useOutbox(sync), conversation.id, null);
  const typing = useTyping(sync, conversation.id, null);
  const connected = useConnected(sync);
  const visible = useVisible();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The read marker when the conversation opened: the divider stays where it was while reading.
  const [readMarkerAtOpen] = useState(conversation.last_read_message_id);
  const readPosted = useRef(0);

  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const people = useMemo(
    () => (members.data?.items ?? []).filter((member) => member.id !== selfId).map(({ id, full_name }) => ({ id, full_name })),
    [members.data, selfId],
  );
  const mentionable = useMemo(() => (members.data?.items ?? []).map(({ id, full_name }) => ({ id, full_name })), [members.data]);
  // Where the divider goes is decided once the history is there: messages arriving while reading are not "new".
  const [divider, setDivider] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (divider === undefined && history.isSuccess) setDivider(firstUnreadId(messages, readMarkerAtOpen, selfId));
  }, [divider, history.isSuccess, messages, readMarkerAtOpen, selfId]);
  const readOnly = conversation.archived || !conversation.is_member;
  const newest = messages.length > 0 ? messages[messages.length - 1]!.id : 0;

  // The read marker follows the newest message shown while the tab is visible.
  useEffect(() => {
    if (!visible || !conversation.is_member || newest === 0) return;
    if (newest <= conversation.last_read_message_id || newest <= readPosted.current) return;
    readPosted.current = newest;
    actions.markRead(conversation.id, newest).catch(() => {
      readPosted.current = 0;
    });
  }, [visible, newest, conversation.id, conversation.is_member, conversation.last_read_message_id, actions]);

  const handlers = useMemo(() => messageHandlers(actions, onOpenThread), [actions, onOpenThread]);

  // From a page around a message to the latest one, at its end (no divider to scroll to).
  const jumpToLatest = () => {
    setDivider(null);
    onJumpToLatest();
  };
  // A message sent while looking at an older page (a mention, a search hit) shows at the end of the latest one.
  const send = (input: SendInput) => {
    sync.send(input);
    if (around !== null) jumpToLatest();
  };

  const other = conversation.type === 'direct' && conversation.others.length === 1 ? conversation.others[0] : undefined;
  const subtitle =
    conversation.type === 'channel'
      ? [conversation.topic, T.header.members(conversation.member_count)].filter(Boolean).join(' · ')
      : other
        ? T.presence[presence(other.id)]
        : conversation.others.map((person) => person.full_name).join(', ');

  const isChannel = conversation.type === 'channel';
  const menu: NonNullable<MenuProps['items']> = [
    ...(conversation.is_member ? [{ key: 'members', label: T.viewMembers }] : []),
    ...(isChannel && conversation.can_manage
      ? [{ key: 'archive', label: conversation.archived ? T.restoreChat : T.archiveChat }]
      : []),
    ...(conversation.is_member ? [{ key: 'settings', label: T.settings }] : []),
    ...(isChannel && conversation.is_member
      ? [{ type: 'divider' as const }, { key: 'leave', label: T.header.leave, danger: true }]
      : []),
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'archive' && conversation.archived) {
      void actions.archive(conversation.id, false).catch(() => undefined);
      return;
    }
    setDialog(key as Dialog);
  };

  return (
    <section className="kc-chat-main" aria-label={conversation.name}>
      <header className="kc-chat-head">
        <Button
          className="kc-chat-back"
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={T.header.backToList}
          onClick={onBack}
        />
        {isChannel ? (
          <span className="kc-chat-icon">{conversation.is_private ? <LockOutlined /> : <NumberOutlined />}</span>
        ) : (
          <PersonAvatar name={conversation.name} photo={other?.photo_url} presence={other ? presence(other.id) : undefined} />
        )}
        <div className="kc-chat-head-main">
          <h2 title={conversation.name}>{conversation.name}</h2>
          {subtitle ? (
            <div className="kc-chat-head-sub" title={subtitle}>
              {subtitle}
            </div>
          ) : null}
        </div>
        {around !== null ? (
          <Button size="small" onClick={jumpToLatest}>
            {T.header.jumpToLatest}
          </Button>
        ) : null}
        {menu.length > 0 ? (
          <Dropdown menu={{ items: menu, onClick: onMenu }} trigger={['click']} placement="bottomRight">
            <Button type="text" icon={<MoreOutlined />} aria-label={T.header.menu} />
          </Dropdown>
        ) : null}
      </header>
      {!connected ? (
        <div className="kc-chat-banner" role="status">
          {T.offline}
        </div>
      ) : null}
      <MessageHistory
        key={`${conversation.id}:${around ?? 'latest'}`}
        label={T.history.label}
        messages={messages}
        pending={pending}
        sync={sync}
        selfId={selfId}
        people={mentionable}
        readOnly={readOnly}
        handlers={handlers}
        dividerBeforeId={around === null ? (divider ?? null) : null}
        highlightId={around}
        status={history.status}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
        emptyText={T.history.empty}
      />
      <div className="kc-chat-typing" aria-live="polite">
        {typing.length > 0 ? T.typing(typing) : null}
      </div>
      {conversation.archived ? (
        <div className="kc-chat-archived" role="note">
          <FolderOutlined /> {CHAT_MESSAGES.archivedReadOnly}
        </div>
      ) : !conversation.is_member ? (
        <div className="kc-chat-archived" role="note">
          {T.header.notMember}{' '}
          <Button type="primary" size="small" onClick={() => void actions.join(conversation.id).catch(() => undefined)}>
            {T.header.join}
          </Button>
        </div>
      ) : (
        <Composer
          key={conversation.id}
          conversationId={conversation.id}
          storageKey={selfId !== undefined ? draftKey(workspaceId, selfId, conversation.id, null) : null}
          people={people}
          placeholder={T.composerPlaceholder}
          onSend={(message) => send({ ...message, conversation_id: conversation.id })}
        />
      )}
      <MembersDialog
        open={dialog === 'members'}
        conversation={conversation}
        selfId={selfId}
        actions={actions}
        onClose={() => setDialog(null)}
      />
      <SettingsDialog
        open={dialog === 'settings'}
        conversation={conversation}
        actions={actions}
        onClose={() => setDialog(null)}
      />
      <ConfirmDelete
        open={dialog === 'archive'}
        title={T.archive.title}
        okText={T.archive.ok}
        cancelText={T.archive.cancel}
        onConfirm={() => actions.archive(conversation.id, true).then(onLeft)}
        onClose={() => setDialog(null)}
      >
        {T.archive.body}
      </ConfirmDelete>
      <ConfirmDelete
        open={dialog === 'leave'}
        title={T.leave.title}
        okText={T.leave.ok}
        cancelText={T.leave.cancel}
        onConfirm={() => actions.leave(conversation.id).then(onLeft)}
        onClose={() => setDialog(null)}
      >
        {T.leave.body}
      </ConfirmDelete>
    </section>
  );
}
