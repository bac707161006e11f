import type { Conversation } from '@kanri/contracts/chat';
import { Button, CloseOutlined } from '@kanri/design-system';
import { useMemo } from 'react';
import { useConversationMembers, useOutbox, useThread, useTyping } from '../api/use-chat';
import { pendingOf, type ChatSync, type SendInput } from '../chat-sync';
import { CHAT_TEXTS } from '../texts';
import { Composer, draftKey } from './composer';
import { MessageHistory } from './message-history';
import { MessageItem, type MessageHandlers } from './message-item';

const T = CHAT_TEXTS;

/** A thread beside the conversation: its first message, the replies, and a composer for replies. */
export function ThreadPanel({
  conversation,
  parentId,
  sync,
  selfId,
  workspaceId,
  handlers,
  onSend,
  onClose,
}: {
  conversation: Conversation;
  parentId: number;
  sync: ChatSync;
  selfId: number | undefined;
  workspaceId: number;
  handlers: MessageHandlers;
  onSend: (input: SendInput) => void;
  onClose: () => void;
}) {
  const thread = useThread(parentId);
  const members = useConversationMembers(conversation.id);
  const everyone = useMemo(() => (members.data?.items ?? []).map(({ id, full_name }) => ({ id, full_name })), [members.data]);
  const people = useMemo(() => everyone.filter((person) => person.id !== selfId), [everyone, selfId]);
  const pending = pendingOf(useOutbox(sync), conversation.id, parentId);
  const typing = useTyping(sync, conversation.id, parentId);
  const readOnly = conversation.archived || !conversation.is_member;
  const parent = thread.data?.parent;

  return (
    <aside className="kc-chat-thread" aria-label={T.thread.title}>
      <div className="kc-chat-head">
        <div className="kc-chat-head-main">
          <h2>{T.thread.title}</h2>
          <div className="kc-chat-head-sub">{conversation.name}</div>
        </div>
        <Button type="text" icon={<CloseOutlined />} aria-label={T.header.closeThread} onClick={onClose} />
      </div>
      <MessageHistory
        key={parentId}
        label={T.thread.label}
        messages={thread.data?.replies ?? []}
        pending={pending}
        sync={sync}
        selfId={selfId}
        people={everyone}
        readOnly={readOnly}
        handlers={handlers}
        dividerBeforeId={null}
        status={thread.status}
        hasOlder={false}
        loadingOlder={false}
        onRetry={() => void thread.refetch()}
        emptyText={T.thread.noReplies}
        header={
          parent ? (
            <div className="kc-chat-thread-parent">
              <MessageItem
                message={parent}
                mine={parent.sender.id === selfId}
                readOnly={readOnly}
                people={everyone}
                handlers={handlers}
              />
              <div className="kc-chat-thread-count">{T.message.replies(parent.reply_count)}</div>
            </div>
          ) : null
        }
      />
      <div className="kc-chat-typing" aria-live="polite">
        {typing.length > 0 ? T.typing(typing) : null}
      </div>
      {readOnly || (parent && parent.deleted_at) ? null : (
        <Composer
          key={`${conversation.id}:${parentId}`}
          conversationId={conversation.id}
          parentId={parentId}
          storageKey={selfId !== undefined ? draftKey(workspaceId, selfId, conversation.id, parentId) : null}
          people={people}
          placeholder={T.composer.replyPlaceholder}
          onSend={(message) => onSend({ ...message, conversation_id: conversation.id, parent_id: parentId })}
        />
      )}
    </aside>
  );
}
