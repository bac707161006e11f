import { failureMessage, onChatEvent, onRealtimeStatus, onWorkspaceChange, realtimeStatus } from '@kanri/api-client';
import {
  CHAT_MESSAGES,
  CHAT_TYPING_SHOW_MS,
  type ChatMessage,
  type ChatPerson,
  type ChatRealtimeMessage,
  type ChatThread,
  type ConversationList,
} from '@kanri/contracts/chat';
import { toast } from '@kanri/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { messagesSince, storeMessage } from './api/chat-api';
import { chatKeys } from './api/chat-keys';
import { applyToConversation, applyToHistory, applyToThread, byActivity, type HistoryData } from './message-merge';
import { ChatOutbox, newClientId, type OutboxItem } from './outbox';

/** The "will be sent when the connection is back" notice is repeated at most this often. */
const QUEUED_NOTICE_MS = 30_000;

/** Catch-up pages asked for at most after one reconnection (then the histories reload). */
const MAX_SINCE_PAGES = 20;

export interface SendInput {
  conversation_id: number;
  body: string;
  parent_id?: number;
  mention_ids?: number[];
  attachment_ids?: number[];
}

interface Typist {
  name: string;
  until: number;
}

/**
 * The tab's chat state beside the query cache (one per QueryClient, for the tab's life): it applies
 * the live events to the cached histories, threads and lists, catches up after every reconnection
 * (GET /chat/messages/since from the last change sequence seen, merged by id, the newer version
 * winning), keeps the outbox and who is typing.
 */
export class ChatSync {
  /** The change sequence of the version of each message that is cached (from events and catch-up). */
  private readonly versions = new Map<number, number>();
  /** The last change sequence seen; until an event gives one, the newest message id loaded. */
  private lastSeq = 0;
  private exactSeq = false;
  private wasOpen = false;
  private resyncing: Promise<void> | null = null;
  private self: ChatPerson | null = null;
  private queuedSaidAt = 0;
  private readonly typists = new Map<string, Map<number, Typist>>();
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly typingListeners = new Set<() => void>();
  private readonly removedListeners = new Set<(conversationId: number) => void>();
  private readonly unsubscribe: Array<() => void> = [];
  readonly outbox: ChatOutbox;

  constructor(private readonly queryClient: QueryClient) {
    this.outbox = new ChatOutbox({
      send: storeMessage,
      canSend: () => this.connected(),
      onSent: (message) => this.applyMessage(message, null, true),
      onRefused: (_item, error) => toast.error(failureMessage(error, CHAT_MESSAGES.sendFailed)),
      onWaiting: () => this.sayQueued(),
    });
    this.unsubscribe.push(
      onChatEvent((event) => this.handleEvent(event)),
      onRealtimeStatus((status, resync) => {
        if (status !== 'open') return;
        this.wasOpen = true;
        if (resync) void this.resync();
        else void this.outbox.flush();
      }),
    );
    // Another workspace: its sequence, messages and outbox are not this one's (the caches are cleared too).
    this.unsubscribe.push(onWorkspaceChange(() => this.reset()));
    // The browser is back online while the socket never noticed it was gone: send what waited.
    const online = () => void this.outbox.flush();
    globalThis.addEventListener?.('online', online);
    this.unsubscribe.push(() => globalThis.removeEventListener?.('online', online));
  }

  private reset(): void {
    this.outbox.clear();
    this.versions.clear();
    this.lastSeq = 0;
    this.exactSeq = false;
    this.typists.clear();
    this.typingChanged();
  }

  /** Whether messages may be sent now: the live connection is up (or none was ever opened: no socket here). */
  connected(): boolean {
    if (globalThis.navigator?.onLine === false) return false;
    const status = realtimeStatus();
    return !(status === 'closed' || (status === 'connecting' && this.wasOpen));
  }

  setSelf(person: ChatPerson | null): void {
    this.self = person;
  }

  /** Messages loaded by a page: before any event said where the sequence is, they give the baseline. */
  observe(messages: readonly ChatMessage[]): void {
    if (this.exactSeq) return;
    for (const message of messages) this.lastSeq = Math.max(this.lastSeq, message.id);
  }

  /** The last change sequence seen (what catch-up starts after). */
  sequence(): number {
    return this.lastSeq;
  }

  /** Says once in a while that messages wait for the connection (not at every retry). */
  private sayQueued() {
    const now = Date.now();
    if (now - this.queuedSaidAt < QUEUED_NOTICE_MS) return;
    this.queuedSaidAt = now;
    toast.warning(CHAT_MESSAGES.queuedOffline);
  }

  /** Sends a message through the outbox (queued while offline, saying so), with a new client id. */
  send(input: SendInput, now = new Date()): string {
    if (!this.connected()) this.sayQueued();
    const clientId = newClientId();
    const sender = this.self ?? { id: 0, full_name: '', photo_url: null };
    this.outbox.enqueue({ ...input, client_id: clientId }, sender, now);
    return clientId;
  }

  /**
   * `message` goes into every cache that shows it, unless a newer version is already there (`seq`:
   * its change sequence, or for a catch-up page the page's cursor; null for a reply to this tab's
   * own request). `isNew`: a message just created (counts as unread in the list).
   */
  applyMessage(message: ChatMessage, seq: number | null, isNew: boolean): void {
    if (seq !== null) {
      const known = this.versions.get(message.id);
      if (known !== undefined && known > seq) return;
      this.versions.set(message.id, seq);
    }
    for (const [key, data] of this.queryClient.getQueriesData<HistoryData>({
      queryKey: chatKeys.histories(message.conversation_id),
    })) {
      const next = applyToHistory(data, message, key[3] === 'latest');
      if (next !== data) this.queryClient.setQueryData(key, next);
    }
    for (const parentId of new Set([message.id, message.parent_id ?? message.id])) {
      const key = chatKeys.thread(parentId);
      const thread = this.queryClient.getQueryData<ChatThread>(key);
      if (thread) this.queryClient.setQueryData(key, applyToThread(thread, message));
    }
    if (message.parent_id === null) {
      this.queryClient.setQueryData<ConversationList>(chatKeys.conversationList(false), (list) =>
        list
          ? {
              items: list.items
                .map((conversation) => applyToConversation(conversation, message, this.self?.id, isNew))
                .sort(byActivity),
            }
          : list,
      );
    }
  }

  private handleEvent(event: ChatRealtimeMessage): void {
    switch (event.type) {
      case 'chat.message': {
        if (this.exactSeq) this.lastSeq = Math.max(this.lastSeq, event.seq);
        else {
          this.exactSeq = true;
          this.lastSeq = event.seq;
        }
        if (event.message.sender.id === this.self?.id) this.outbox.confirm(event.client_id ?? event.message.client_id);
        this.applyMessage(event.message, event.seq, event.action === 'created');
        if (event.action === 'created') this.stopTyping(event.conversation_id, event.message.parent_id, event.message.sender.id);
        return;
      }
      case 'chat.read':
        this.queryClient.setQueryData<ConversationList>(chatKeys.conversationList(false), (list) =>
          list
            ? {
                items: list.items.map((conversation) =>
                  conversation.id === event.conversation_id
                    ? { ...conversation, last_read_message_id: event.last_read_message_id, unread_count: event.unread_count }
                    : conversation,
                ),
              }
            : list,
        );
        return;
      case 'chat.conversation':
        void this.queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        void this.queryClient.invalidateQueries({ queryKey: ['chat', 'browse'] });
        void this.queryClient.invalidateQueries({ queryKey: chatKeys.members(event.conversation_id) });
        if (event.action === 'removed') {
          this.queryClient.removeQueries({ queryKey: chatKeys.histories(event.conversation_id) });
          for (const listener of [...this.removedListeners]) listener(event.conversation_id);
        }
        return;
      case 'chat.typing':
        if (event.user.id !== this.self?.id) this.startTyping(event.conversation_id, event.parent_id, event.user);
        return;
    }
  }

  /**
   * After a reconnection: what changed meanwhile (GET /chat/messages/since from the last sequence
   * seen, page after page), merged into the caches; then the lists reload and the outbox sends
   * what waited (messages the catch-up shows stored leave it unsent).
   */
  resync(): Promise<void> {
    this.resyncing ??= (async () => {
      let complete = false;
      try {
        for (let page = 0; page < MAX_SINCE_PAGES && !complete; page += 1) {
          const reply = await messagesSince(this.lastSeq);
          for (const message of reply.items) {
            if (message.sender.id === this.self?.id) this.outbox.confirm(message.client_id);
            this.applyMessage(message, reply.cursor, false);
          }
          this.lastSeq = Math.max(this.lastSeq, reply.cursor);
          this.exactSeq = true;
          complete = !reply.has_more || reply.items.length < 1;
        }
      } catch {
        // Not caught up: the histories reload below instead.
      } finally {
        this.resyncing = null;
      }
      if (!complete) {
        // Too much was missed (or the catch-up failed): the open histories and threads load afresh.
        void this.queryClient.resetQueries({ queryKey: ['chat', 'history'] });
        void this.queryClient.resetQueries({ queryKey: chatKeys.threads() });
      }
      void this.queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      await this.outbox.flush();
    })();
    return this.resyncing;
  }

  // Typing ------------------------------------------------------------------------------------

  private typingKey = (conversationId: number, parentId: number | null) => `${conversationId}:${parentId ?? 0}`;

  private typingChanged() {
    for (const listener of [...this.typingListeners]) listener();
  }

  private startTyping(conversationId: number, parentId: number | null, user: ChatPerson) {
    const key = this.typingKey(conversationId, parentId);
    const people = new Map(this.typists.get(key));
    people.set(user.id, { name: user.full_name, until: Date.now() + CHAT_TYPING_SHOW_MS });
    this.typists.set(key, people);
    this.scheduleTypingSweep(key);
    this.typingChanged();
  }

  private stopTyping(conversationId: number, parentId: number | null, userId: number) {
    const key = this.typingKey(conversationId, parentId);
    const people = this.typists.get(key);
    if (!people?.has(userId)) return;
    const next = new Map(people);
    next.delete(userId);
    this.typists.set(key, next);
    this.typingChanged();
  }

  private scheduleTypingSweep(key: string) {
    clearTimeout(this.typingTimers.get(key));
    const people = this.typists.get(key);
    if (!people || people.size === 0) return;
    const soonest = Math.min(...[...people.values()].map((typist) => typist.until));
    this.typingTimers.set(
      key,
      setTimeout(
        () => {
          const now = Date.now();
          const left = new Map([...(this.typists.get(key) ?? [])].filter(([, typist]) => typist.until > now));
          this.typists.set(key, left);
          this.typingChanged();
          this.scheduleTypingSweep(key);
        },
        Math.max(0, soonest - Date.now()),
      ),
    );
  }

  /** The names of the people typing in a conversation (or a thread of it), by first typing. */
  typingNames(conversationId: number, parentId: number | null): string[] {
    return [...(this.typists.get(this.typingKey(conversationId, parentId))?.values() ?? [])].map((typist) => typist.name);
  }

  onTyping = (listener: () => void): (() => void) => {
    this.typingListeners.add(listener);
    return () => {
      this.typingListeners.delete(listener);
    };
  };

  /** The caller was removed from a conversation (another member's action, or another tab's leave). */
  onRemoved(listener: (conversationId: number) => void): () => void {
    this.removedListeners.add(listener);
    return () => {
      this.removedListeners.delete(listener);
    };
  }

  dispose(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.outbox.dispose();
  }
}

const runtimes = new WeakMap<QueryClient, ChatSync>();

/** The tab's chat state for this QueryClient (created on first use; pending messages survive navigation). */
export function chatSync(queryClient: QueryClient): ChatSync {
  let sync = runtimes.get(queryClient);
  if (!sync) {
    sync = new ChatSync(queryClient);
    runtimes.set(queryClient, sync);
  }
  return sync;
}

/** The outbox's messages of a conversation's main history, or of one thread. */
export const pendingOf = (items: readonly OutboxItem[], conversationId: number, parentId: number | null) =>
  items.filter((item) => item.request.conversation_id === conversationId && (item.request.parent_id ?? null) === parentId);
