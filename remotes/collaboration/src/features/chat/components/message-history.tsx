import type { ChatMessage } from '@kanri/contracts/chat';
import { Button, ErrorPanel, formatDay, Skeleton } from '@kanri/design-system';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatSync } from '../chat-sync';
import type { MentionCandidate } from '../mentions';
import type { OutboxItem } from '../outbox';
import { CHAT_TEXTS } from '../texts';
import { MessageItem, type MessageHandlers } from './message-item';
import { PersonAvatar } from './person-avatar';

const T = CHAT_TEXTS;

/** Near enough to the bottom that new messages keep the view at the bottom (px). */
const STICK_PX = 80;
/** Near enough to the top that older messages are asked for (px). */
const LOAD_OLDER_PX = 120;

/** Messages of one sender this close together read as one block (ms). */
const GROUP_MS = 5 * 60_000;

/** Whether `message` continues `previous`: same sender, a moment later, neither deleted. */
export function continues(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  return (
    previous !== undefined &&
    previous.sender.id === message.sender.id &&
    !previous.deleted_at &&
    !message.deleted_at &&
    Date.parse(message.created_at) - Date.parse(previous.created_at) < GROUP_MS
  );
}

/** The id of the first message after the read marker that someone else sent, or null. */
export function firstUnreadId(messages: readonly ChatMessage[], lastReadId: number, selfId: number | undefined): number | null {
  return messages.find((message) => message.id > lastReadId && message.sender.id !== selfId && !message.deleted_at)?.id ?? null;
}

/** A message of the outbox, shown where it will land: sending, waiting for the connection, or refused. */
export function PendingMessage({ item, sync }: { item: OutboxItem; sync: ChatSync }) {
  const failed = item.state === 'failed';
  return (
    <article
      className={`kc-chat-msg is-pending`}
      data-testid="chat-pending-message"
      aria-label={`${item.sender.full_name}, ${T.history.pending}`}
    >
      <PersonAvatar name={item.sender.full_name} photo={item.sender.photo_url} />
      <div className="kc-chat-msg-body">
        <div className="kc-chat-msg-head">
          <span className="kc-chat-msg-name">{item.sender.full_name}</span>
        </div>
        {item.request.body ? <p className="kc-chat-msg-text">{item.request.body}</p> : null}
        <div className={`kc-chat-pending-state${failed ? ' is-failed' : ''}`} role="status">
          {failed
            ? `${T.history.failed}: ${item.error ?? ''}`
            : item.state === 'sending'
              ? T.history.pending
              : sync.connected()
                ? T.history.pending
                : T.history.queued}
          {failed ? (
            <>
              <button
                type="button"
                className="kc-chat-link-button is-primary"
                onClick={() => sync.outbox.retry(item.request.client_id)}
              >
                {T.history.retry}
              </button>
              <button type="button" className="kc-chat-link-button" onClick={() => sync.outbox.discard(item.request.client_id)}>
                {T.history.discard}
              </button>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * A scrolling list of messages, oldest first, with day separators, the `New messages` divider
 * before `dividerBeforeId`, the outbox's pending messages last, and older pages asked for when
 * scrolled near the top (the view keeps its place while they are added). Opens at the highlighted
 * message, else at the divider, else at the bottom; stays at the bottom as messages arrive when
 * it was there.
 */
export function MessageHistory({
  label,
  messages,
  pending,
  sync,
  selfId,
  people,
  readOnly,
  handlers,
  dividerBeforeId,
  highlightId = null,
  status,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  header,
  emptyText,
}: {
  label: string;
  messages: readonly ChatMessage[];
  pending: readonly OutboxItem[];
  sync: ChatSync;
  selfId: number | undefined;
  people: readonly MentionCandidate[];
  readOnly: boolean;
  handlers: MessageHandlers;
  dividerBeforeId: number | null;
  highlightId?: number | null;
  status: 'pending' | 'error' | 'success';
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder?: () => void;
  onRetry: () => void;
  /** Shown above the messages (a thread's first message). */
  header?: ReactNode;
  emptyText: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const state = useRef({ opened: false, height: 0, firstId: 0, atBottom: true, count: 0 });

  const lastMine =
    (pending.length > 0 && pending[pending.length - 1]!.sender.id === selfId) ||
    messages[messages.length - 1]?.sender.id === selfId;
  const count = messages.length + pending.length;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || status !== 'success') return;
    const memory = state.current;
    const firstId = messages[0]?.id ?? 0;
    if (!memory.opened) {
      memory.opened = true;
      const target =
        (highlightId !== null && element.querySelector(`[data-message-id="${highlightId}"]`)) ||
        (dividerBeforeId !== null && element.querySelector('.kc-chat-divider'));
      if (target instanceof HTMLElement) target.scrollIntoView?.({ block: 'center' });
      else element.scrollTop = element.scrollHeight;
    } else if (memory.firstId && firstId && firstId < memory.firstId) {
      // Older messages were added above: keep what was on screen in place.
      element.scrollTop += element.scrollHeight - memory.height;
    } else if (count > memory.count && (memory.atBottom || lastMine)) {
      element.scrollTop = element.scrollHeight;
    }
    memory.height = element.scrollHeight;
    memory.firstId = firstId;
    memory.count = count;
  }, [messages, count, status, highlightId, dividerBeforeId, lastMine]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    state.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder?.();
  };

  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <div className="kc-chat-skeleton" aria-busy="true">
        <Skeleton active avatar paragraph={{ rows: 2 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (status === 'error') {
    body = <ErrorPanel title={T.loadFailed} onRetry={onRetry} />;
  } else {
    let previousDay = '';
    body = (
      <>
        {header}
        <div className="kc-chat-history-note">
          {hasOlder ? (
            loadingOlder ? (
              T.history.loadingOlder
            ) : (
              <Button type="link" size="small" onClick={onLoadOlder}>
                {T.history.loadOlder}
              </Button>
            )
          ) : messages.length + pending.length === 0 ? (
            emptyText
          ) : header ? null : (
            T.history.start
          )}
        </div>
        {messages.map((message, index) => {
          const day = formatDay(message.created_at);
          const showDay = day !== previousDay;
          previousDay = day;
          const continued = !showDay && message.id !== dividerBeforeId && continues(messages[index - 1], message);
          return (
            <Fragment key={message.id}>
              {showDay ? (
                <div className="kc-chat-day" role="separator">
                  {day}
                </div>
              ) : null}
              {message.id === dividerBeforeId ? (
                <div className="kc-chat-divider" role="separator" aria-label={T.newMessages}>
                  {T.newMessages}
                </div>
              ) : null}
              <MessageItem
                message={message}
                mine={message.sender.id === selfId}
                readOnly={readOnly}
                highlighted={message.id === highlightId}
                continued={continued}
                people={people}
                handlers={handlers}
              />
            </Fragment>
          );
        })}
        {pending.map((item) => (
          <PendingMessage key={item.request.client_id} item={item} sync={sync} />
        ))}
      </>
    );
  }

  return (
    <div
      className="kc-chat-history"
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
    >
      {body}
    </div>
  );
}
