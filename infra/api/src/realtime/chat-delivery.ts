import {
  CHAT_TYPING_RELAY_MIN_MS,
  chatTypingReportSchema,
  type ChatConversationEvent,
  type ChatMessageEvent,
  type ChatPerson,
  type ChatReadEvent,
  type ChatTypingEvent,
  type ChatTypingReport,
} from '@kanri/contracts/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { RawMessage } from '../services/chat/sql.js';
import type { ChatConversationNotice, ChatMessageNotice, ChatNotice, ChatTypingNotice } from './chat-notice.js';

/**
 * Delivery of chat notices to one process's sockets (called by the hub, in the order of its
 * workspace queue). A message notice costs one query on each process (the message with its
 * conversation's member ids) whatever the number of sockets, and each distinct payload is
 * serialized once: receivers who reacted differ only in the reactions' `mine`, so the payload is
 * keyed by which reactions are theirs (most receivers share the one where none is).
 */

/** `ws`'s readyState of an open socket. */
const OPEN = 1;

/** What chat delivery needs of a hub connection. */
export interface ChatSocket {
  readonly socket: { readonly readyState: number; send(data: string): void };
  readonly userId: number;
  readonly workspaceId: number;
}

/** What the plugin reads from the database for chat delivery. */
export interface ChatSource {
  /** The message of a notice and its conversation's member ids (undefined once gone). */
  message(notice: ChatMessageNotice): Promise<{ message: RawMessage; memberIds: number[] } | undefined>;
  /** The member ids of a conversation of the workspace (empty when there is none), and whether it is archived. */
  members(workspaceId: number, conversationId: number): Promise<ConversationMembers>;
  /** A member as chat shows them. */
  person(userId: number): Promise<ChatPerson | undefined>;
  /** Sends a typing notice to every process (NOTIFY). */
  publishTyping(notice: ChatTypingNotice): Promise<void>;
}

/** How long a conversation's member ids are trusted without a change notice (typing only). */
const MEMBERS_TTL_MS = 60_000;
const PEOPLE_TTL_MS = 5 * 60_000;

/** The client's typing report in a text frame, or undefined for anything else. */
export function chatTypingReportOf(data: unknown): ChatTypingReport | undefined {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : undefined;
  if (!text || text.length > 200 || !text.includes('chat.typing')) return undefined;
  try {
    const parsed = chatTypingReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface ConversationMembers {
  ids: number[];
  archived: boolean;
}

export class ChatDelivery {
  /** Member ids per conversation, for typing (invalidated by every conversation notice). */
  private readonly members = new Map<number, { ids: Set<number>; archived: boolean; at: number }>();
  private readonly people = new Map<number, { person: ChatPerson; at: number }>();
  private readonly lastTyping = new WeakMap<object, Map<number, number>>();
  /** Bumped at every invalidation: a load that started before one is not cached. */
  private generation = 0;

  constructor(
    private readonly source: ChatSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Delivers a notice to `sockets`, the process's sockets of the notice's workspace. */
  async deliver(notice: ChatNotice, sockets: Iterable<ChatSocket>): Promise<void> {
    switch (notice.type) {
      case 'chat.message':
        return this.deliverMessage(notice, sockets);
      case 'chat.conversation':
        return this.deliverConversation(notice, sockets);
      case 'chat.read': {
        const event: ChatReadEvent = {
          type: 'chat.read',
          workspace_id: notice.workspaceId,
          conversation_id: notice.conversationId,
          last_read_message_id: notice.lastReadMessageId,
          unread_count: notice.unreadCount,
        };
        const text = JSON.stringify(event);
        for (const connection of sockets) if (connection.userId === notice.userId) send(connection, text);
        return;
      }
      case 'chat.typing':
        return this.deliverTyping(notice, sockets);
    }
  }

  /** Forgets cached members (a member left the workspace: `undefined` clears all). */
  forget(conversationId?: number): void {
    this.generation += 1;
    if (conversationId === undefined) this.members.clear();
    else this.members.delete(conversationId);
  }

  /** A socket's typing report: relayed (NOTIFY) when its user is a member of the conversation and it is not archived (read-only). */
  async typing(connection: ChatSocket, report: ChatTypingReport): Promise<void> {
    let recent = this.lastTyping.get(connection);
    if (!recent) this.lastTyping.set(connection, (recent = new Map()));
    const now = Date.now();
    if (now - (recent.get(report.conversation_id) ?? 0) < CHAT_TYPING_RELAY_MIN_MS) return;
    recent.set(report.conversation_id, now);
    try {
      const members = await this.membersOf(connection.workspaceId, report.conversation_id);
      if (members.archived || !members.ids.has(connection.userId)) return;
      await this.source.publishTyping({
        type: 'chat.typing',
        workspaceId: connection.workspaceId,
        userId: connection.userId,
        conversationId: report.conversation_id,
        parentId: report.parent_id ?? null,
      });
    } catch (error) {
      this.log.warn({ err: error }, 'Could not relay a typing report');
    }
  }

  private async deliverMessage(notice: ChatMessageNotice, sockets: Iterable<ChatSocket>): Promise<void> {
    const receivers = [...sockets];
    if (receivers.length === 0) return;
    const loaded = await this.source.message(notice);
    if (!loaded) return;
    const members = new Set(loaded.memberIds);
    const { message } = loaded;
    const texts = new Map<string, string>();
    for (const connection of receivers) {
      if (!members.has(connection.userId)) continue;
      const key = message.reactions
        .map((reaction, index) => (reaction.user_ids.includes(connection.userId) ? index : -1))
        .filter((index) => index >= 0)
        .join(',');
      let text = texts.get(key);
      if (text === undefined) {
        const mine = new Set(key === '' ? [] : key.split(',').map(Number));
        const event: ChatMessageEvent = {
          type: 'chat.message',
          action: notice.action,
          workspace_id: notice.workspaceId,
          conversation_id: notice.conversationId,
          message: {
            ...message,
            reactions: message.reactions.map((reaction, index) => ({
              emoji: reaction.emoji,
              count: reaction.user_ids.length,
              user_ids: reaction.user_ids,
              mine: mine.has(index),
            })),
          },
          seq: notice.seq,
          client_id: message.client_id,
          at: notice.at,
        };
        texts.set(key, (text = JSON.stringify(event)));
      }
      send(connection, text);
    }
  }

  private async deliverConversation(notice: ChatConversationNotice, sockets: Iterable<ChatSocket>): Promise<void> {
    this.forget(notice.conversationId);
    const receivers = [...sockets];
    if (receivers.length === 0) return;
    const { ids: members } = await this.membersOf(notice.workspaceId, notice.conversationId);
    const eventOf = (action: ChatConversationEvent['action']) =>
      JSON.stringify({
        type: 'chat.conversation',
        action,
        workspace_id: notice.workspaceId,
        conversation_id: notice.conversationId,
        at: notice.at,
      } satisfies ChatConversationEvent);
    const text = eventOf(notice.action);
    const removed = notice.removedUserId === null ? undefined : eventOf('removed');
    for (const connection of receivers) {
      if (members.has(connection.userId)) send(connection, text);
      else if (removed && connection.userId === notice.removedUserId) send(connection, removed);
    }
  }

  private async deliverTyping(notice: ChatTypingNotice, sockets: Iterable<ChatSocket>): Promise<void> {
    const receivers = [...sockets].filter((connection) => connection.userId !== notice.userId);
    if (receivers.length === 0) return;
    const { ids: members } = await this.membersOf(notice.workspaceId, notice.conversationId);
    const user = await this.personOf(notice.userId);
    if (!user || !members.has(notice.userId)) return;
    const event: ChatTypingEvent = {
      type: 'chat.typing',
      workspace_id: notice.workspaceId,
      conversation_id: notice.conversationId,
      parent_id: notice.parentId,
      user,
    };
    const text = JSON.stringify(event);
    for (const connection of receivers) if (members.has(connection.userId)) send(connection, text);
  }

  private async membersOf(workspaceId: number, conversationId: number): Promise<{ ids: Set<number>; archived: boolean }> {
    const cached = this.members.get(conversationId);
    if (cached && Date.now() - cached.at < MEMBERS_TTL_MS) return cached;
    const at = Date.now();
    const generation = this.generation;
    const loaded = await this.source.members(workspaceId, conversationId);
    const members = { ids: new Set(loaded.ids), archived: loaded.archived, at };
    if (generation === this.generation) this.members.set(conversationId, members);
    return members;
  }

  private async personOf(userId: number): Promise<ChatPerson | undefined> {
    const cached = this.people.get(userId);
    if (cached && Date.now() - cached.at < PEOPLE_TTL_MS) return cached.person;
    const person = await this.source.person(userId);
    if (person) this.people.set(userId, { person, at: Date.now() });
    return person;
  }
}

function send(connection: ChatSocket, text: string): void {
  if (connection.socket.readyState === OPEN) connection.socket.send(text);
}
