import { failureMessage, useMembers, useWorkspaceId } from '@kanri/api-client';
import type { Member } from '@kanri/contracts';
import type { ChatMessage, Conversation } from '@kanri/contracts/chat';
import { NavIcon, toast } from '@kanri/design-system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useChatActions, useChatSelfId, useChatSync, useConversations } from '../api/use-chat';
import { BrowseChannelsDialog } from '../components/browse-channels-dialog';
import { ChatSidebar } from '../components/chat-sidebar';
import { CHAT_ROOT_CLASS, ChatStyles } from '../components/chat-styles';
import { CreateChannelDialog, NewDirectDialog } from '../components/conversation-dialogs';
import { ConversationView, messageHandlers } from '../components/conversation-view';
import { ThreadPanel } from '../components/thread-panel';
import { usePresence } from '../presence';
import { CHAT_TEXTS } from '../texts';

const T = CHAT_TEXTS;

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

type Dialog = 'channel' | 'direct' | 'browse' | null;

/**
 * Team Chat (spec §2): conversations on the left, the open one on the right, a thread beside it.
 * The open conversation is in the URL (`?conversation=`, and `&message=` to open at a message: a
 * mention's notification), so a reload or a link opens it.
 */
export default function ChatPage() {
  const sync = useChatSync();
  const actions = useChatActions();
  const workspaceId = useWorkspaceId();
  const selfId = useChatSelfId();
  const presence = usePresence();
  const members = useMembers();
  const [params, setParams] = useSearchParams();
  const [showArchived, setShowArchived] = useState(false);
  const [threadId, setThreadId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const selectedId = idParam(params.get('conversation'));
  const around = idParam(params.get('message'));
  const active = useConversations(false);
  const selectedActive = active.data?.items.find((item) => item.id === selectedId);
  const archived = useConversations(true, showArchived || (selectedId !== null && active.isSuccess && !selectedActive));
  const selected = selectedActive ?? archived.data?.items.find((item) => item.id === selectedId) ?? null;

  const openAt = useCallback(
    (conversationId: number | null, message: number | null = null) => {
      setThreadId(null);
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (conversationId) next.set('conversation', String(conversationId));
          else next.delete('conversation');
          if (message) next.set('message', String(message));
          else next.delete('message');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  const open = useCallback((conversation: Conversation | null) => openAt(conversation?.id ?? null), [openAt]);

  // A conversation the caller no longer belongs to (removed, left elsewhere) closes.
  useEffect(() => sync.onRemoved((id) => (id === selectedId ? open(null) : undefined)), [sync, selectedId, open]);
  // Only once both lists are settled: after an archive or a restore both reload, and the one that
  // lands first alone no longer has the conversation (it moved to the other).
  const settled = active.isSuccess && archived.isSuccess && !active.isFetching && !archived.isFetching;
  useEffect(() => {
    if (selectedId !== null && settled && !selected) open(null);
  }, [selectedId, settled, selected, open]);

  const openMember = async (member: Member) => {
    try {
      open(await actions.createConversation({ type: 'direct', member_ids: [member.id] }));
    } catch (error) {
      toast.error(failureMessage(error, T.loadFailed));
    }
  };

  const openThread = useCallback((message: ChatMessage) => setThreadId(message.id), []);
  const threadHandlers = useMemo(() => messageHandlers(actions), [actions]);

  const classes = [CHAT_ROOT_CLASS, selected ? 'is-open' : '', selected && threadId !== null ? 'has-thread' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <ChatStyles />
      <h1 className="kc-chat-sr-only">{T.title}</h1>
      <ChatSidebar
        active={active}
        archived={archived}
        showArchived={showArchived}
        members={members}
        selectedId={selectedId}
        selfId={selfId}
        presence={presence}
        onSelect={(conversation) => open(conversation)}
        onOpenMessage={(conversationId, messageId) => openAt(conversationId, messageId)}
        onOpenMember={(member) => void openMember(member)}
        onShowArchived={setShowArchived}
        onNewChannel={() => setDialog('channel')}
        onNewDirect={() => setDialog('direct')}
        onBrowse={() => setDialog('browse')}
        onToggleBusy={(busy) => void actions.setBusy(busy).catch(() => undefined)}
      />
      {selected ? (
        <ConversationView
          key={selected.id}
          conversation={selected}
          around={around}
          sync={sync}
          selfId={selfId}
          workspaceId={workspaceId}
          presence={presence}
          actions={actions}
          onOpenThread={openThread}
          onBack={() => open(null)}
          onLeft={() => open(null)}
          onJumpToLatest={() => open(selected)}
        />
      ) : (
        <section className="kc-chat-main">
          <div className="kc-chat-welcome">
            <span className="kc-chat-welcome-icon" aria-hidden>
              <NavIcon name="chat" />
            </span>
            <h2>{T.welcomeTitle}</h2>
            <p>{T.welcomeHint}</p>
          </div>
        </section>
      )}
      {selected && threadId !== null ? (
        <ThreadPanel
          key={threadId}
          conversation={selected}
          parentId={threadId}
          sync={sync}
          selfId={selfId}
          workspaceId={workspaceId}
          handlers={threadHandlers}
          onSend={(input) => sync.send(input)}
          onClose={() => setThreadId(null)}
        />
      ) : null}
      <CreateChannelDialog
        open={dialog === 'channel'}
        actions={actions}
        onClose={() => setDialog(null)}
        onCreated={(conversation) => open(conversation)}
      />
      <NewDirectDialog
        open={dialog === 'direct'}
        actions={actions}
        onClose={() => setDialog(null)}
        onOpened={(conversation) => open(conversation)}
      />
      <BrowseChannelsDialog
        open={dialog === 'browse'}
        actions={actions}
        onClose={() => setDialog(null)}
        onOpen={(conversation) => {
          setDialog(null);
          open(conversation);
        }}
      />
    </div>
  );
}
