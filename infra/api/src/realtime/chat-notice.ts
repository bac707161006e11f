import { CHAT_MESSAGE_ACTIONS, chatConversationEventSchema } from '@kanri/contracts/chat';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Chat changes as they travel between API processes (contracts `@kanri/contracts/chat`, live
 * events): ids and small numbers only, far below NOTIFY's 8000 bytes. Each process loads a
 * message once (with its conversation's member ids, in one query) and sends it to its sockets of
 * those members only.
 */

/** The NOTIFY channel of realtime notices (task-notice.ts `NOTICE_CHANNEL`; not imported: it imports this module). */
const CHANNEL = 'kanri_events';

export type ChatMessageAction = (typeof CHAT_MESSAGE_ACTIONS)[number];
export type ChatConversationAction = z.infer<typeof chatConversationEventSchema>['action'];

/** A message was created or changed (stamped with `seq`, sent by the writing statement at commit). */
export interface ChatMessageNotice {
  type: 'chat.message';
  action: ChatMessageAction;
  workspaceId: number;
  conversationId: number;
  messageId: number;
  seq: number;
  at: string;
}

/** A conversation changed; `removedUserId`: who left or was removed (told `removed`). */
export interface ChatConversationNotice {
  type: 'chat.conversation';
  action: ChatConversationAction;
  workspaceId: number;
  conversationId: number;
  removedUserId: number | null;
  at: string;
}

/** A member's read marker moved: to their own sockets only. */
export interface ChatReadNotice {
  type: 'chat.read';
  workspaceId: number;
  userId: number;
  conversationId: number;
  lastReadMessageId: number;
  unreadCount: number;
}

/** Someone is typing (never stored): to the other members' sockets. */
export interface ChatTypingNotice {
  type: 'chat.typing';
  workspaceId: number;
  userId: number;
  conversationId: number;
  parentId: number | null;
}

export type ChatNotice = ChatMessageNotice | ChatConversationNotice | ChatReadNotice | ChatTypingNotice;

const id = z.number().int().positive();
const count = z.number().int().min(0);
const at = z.string().max(40);
export const chatNoticeSchemas = [
  z.object({
    type: z.literal('chat.message'),
    action: z.enum(CHAT_MESSAGE_ACTIONS),
    workspaceId: id,
    conversationId: id,
    messageId: id,
    seq: id,
    at,
  }),
  z.object({
    type: z.literal('chat.conversation'),
    action: chatConversationEventSchema.shape.action,
    workspaceId: id,
    conversationId: id,
    removedUserId: id.nullable(),
    at,
  }),
  z.object({
    type: z.literal('chat.read'),
    workspaceId: id,
    userId: id,
    conversationId: id,
    lastReadMessageId: count,
    unreadCount: count,
  }),
  z.object({ type: z.literal('chat.typing'), workspaceId: id, userId: id, conversationId: id, parentId: id.nullable() }),
] as const;

export function isChatNotice(notice: { type: string }): notice is ChatNotice {
  return notice.type.startsWith('chat.');
}

const AT = sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `pg_notify` of a message notice for the writing statement (`select … from written`): sent at its
 * commit, never for a write that failed. `row` names the written row's columns.
 */
export function chatMessageNoticeSql(
  action: ChatMessageAction,
  row: { workspaceId: SQL; conversationId: SQL; messageId: SQL; seq: SQL },
): SQL {
  return sql`pg_notify(${CHANNEL}, json_build_object('type', 'chat.message', 'action', ${action}::text,
    'workspaceId', ${row.workspaceId}, 'conversationId', ${row.conversationId}, 'messageId', ${row.messageId},
    'seq', ${row.seq}, 'at', ${AT})::text)`;
}

/** `select` of a conversation notice, for the changing transaction (sent at its commit). */
export function chatConversationNoticeSql(
  action: ChatConversationAction,
  workspaceId: number,
  conversationId: number,
  removedUserId: number | null = null,
): SQL {
  return sql`select pg_notify(${CHANNEL}, json_build_object('type', 'chat.conversation', 'action', ${action}::text,
    'workspaceId', ${workspaceId}::int, 'conversationId', ${conversationId}::int, 'removedUserId', ${removedUserId}::int,
    'at', ${AT})::text)`;
}

/** `pg_notify` of a read notice, for the statement that moved the marker. */
export function chatReadNoticeSql(row: {
  workspaceId: number;
  userId: number;
  conversationId: number;
  lastRead: SQL;
  unread: SQL;
}): SQL {
  return sql`pg_notify(${CHANNEL}, json_build_object('type', 'chat.read', 'workspaceId', ${row.workspaceId}::int,
    'userId', ${row.userId}::int, 'conversationId', ${row.conversationId}::int, 'lastReadMessageId', ${row.lastRead},
    'unreadCount', ${row.unread})::text)`;
}
