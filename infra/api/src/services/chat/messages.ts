import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_REACTIONS_MAX,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageStoreRequest,
  type ChatMessageUpdateRequest,
  type ChatRead,
  type ChatReactionRequest,
  type ChatReadRequest,
  type ChatSearchQuery,
  type ChatSearchResult,
  type ChatSince,
  type ChatSinceQuery,
  type ChatThread,
} from '@kanri/contracts/chat';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatAttachments, chatConversations, chatMembers, chatMessages, chatReactions } from '../../db/schema.js';
import { intArray, queryRows } from '../../db/statements.js';
import { httpErrors } from '../../lib/http-errors.js';
import type { MediaStorage } from '../../lib/media-storage.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { chatMessageNoticeSql, chatReadNoticeSql, type ChatMessageAction } from '../../realtime/chat-notice.js';
import { chatMentionNotifications } from '../notifications/rules.js';
import { writeNotifications } from '../notifications/write.js';
import { conversationNameSql } from './conversations.js';
import {
  findConversation,
  lockChatSeq,
  messageFor,
  messageJson,
  NEXT_SEQ,
  personOf,
  refuseArchived,
  type RawMessage,
} from './sql.js';

/**
 * Messages of team chat: history, threads, catch-up, search, store (idempotent by client id),
 * edit, delete, reactions and read markers. Every change is committed (stamped with a seq under
 * the workspace's chat lock, see sql.ts) before the reply, and its notice is sent at that commit.
 */

/** Messages matching `where` (over alias `m`), as raw JSON with `seq`, in `order`. */
async function selectMessages(db: Database, where: SQL, order: SQL, limit?: number) {
  return queryRows<{ message: RawMessage; seq: string }>(
    db,
    sql`select ${messageJson(sql`m`)} as message, m.seq from ${chatMessages} m
      where ${where} order by ${order} ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

/** A message of a conversation the caller is a member of (404 otherwise), with its conversation. */
async function findMessage(db: Database, auth: RequestAuth, id: number) {
  const [row] = await queryRows<{
    id: number;
    conversation_id: number;
    parent_id: number | null;
    sender_id: number;
    deleted: boolean;
    mention_ids: number[];
    archived: boolean;
  }>(
    db,
    sql`select m.id, m.conversation_id, m.parent_id, m.sender_id, m.deleted_at is not null as deleted, m.mention_ids,
        c.archived_at is not null as archived
      from ${chatMessages} m join ${chatConversations} c on c.id = m.conversation_id
      join ${chatMembers} me on me.conversation_id = m.conversation_id and me.user_id = ${auth.user.id}
      where m.workspace_id = ${auth.workspaceId} and m.id = ${id}`,
  );
  if (!row) throw httpErrors.notFound(CHAT_MESSAGES.messageNotFound);
  return row;
}

/** One message as the caller sees it. */
async function loadMessage(db: Database, auth: RequestAuth, id: number): Promise<ChatMessage> {
  const [row] = await selectMessages(db, sql`m.workspace_id = ${auth.workspaceId} and m.id = ${id}`, sql`m.id`);
  if (!row) throw httpErrors.notFound(CHAT_MESSAGES.messageNotFound);
  return messageFor(row.message, auth.user.id);
}

/** GET /chat/conversations/{id}/messages: the main history, a page before `before` or around `around`, oldest first. */
export async function messageHistory(db: Database, auth: RequestAuth, id: number, query: ChatHistoryQuery): Promise<ChatHistory> {
  const conversation = await findConversation(db, auth, id);
  const limit = Number(query.limit ?? CHAT_PAGE_SIZE);
  const main = sql`m.conversation_id = ${conversation.id} and m.parent_id is null`;
  const me = auth.user.id;
  if (query.around !== undefined) {
    const around = Number(query.around);
    const newerCount = Math.floor(limit / 2);
    const older = await selectMessages(db, sql`${main} and m.id <= ${around}`, sql`m.id desc`, limit - newerCount + 1);
    const newer = await selectMessages(db, sql`${main} and m.id > ${around}`, sql`m.id asc`, newerCount);
    const hasMore = older.length > limit - newerCount;
    return {
      items: [...older.slice(0, limit - newerCount).reverse(), ...newer].map((row) => messageFor(row.message, me)),
      has_more: hasMore,
    };
  }
  const before = query.before === undefined ? sql`` : sql`and m.id < ${Number(query.before)}`;
  const rows = await selectMessages(db, sql`${main} ${before}`, sql`m.id desc`, limit + 1);
  return {
    items: rows
      .slice(0, limit)
      .reverse()
      .map((row) => messageFor(row.message, me)),
    has_more: rows.length > limit,
  };
}

/** GET /chat/messages/{id}/thread: the thread's first message (also for the id of a reply) and its replies. */
export async function messageThread(db: Database, auth: RequestAuth, id: number): Promise<ChatThread> {
  const found = await findMessage(db, auth, id);
  const parentId = found.parent_id ?? found.id;
  const rows = await selectMessages(
    db,
    sql`m.workspace_id = ${auth.workspaceId} and (m.id = ${parentId} or m.parent_id = ${parentId})`,
    sql`m.id`,
  );
  const [parent, ...replies] = rows.map((row) => messageFor(row.message, auth.user.id));
  return { parent: parent!, replies };
}

/**
 * GET /chat/messages/since?after=: the messages of the caller's conversations changed after seq
 * `after`, in seq order (see sql.ts: a committed seq is never preceded by a later commit of a
 * smaller one in the workspace).
 */
export async function messagesSince(db: Database, auth: RequestAuth, query: ChatSinceQuery): Promise<ChatSince> {
  const after = Number(query.after);
  const limit = Number(query.limit ?? CHAT_PAGE_SIZE);
  const rows = await selectMessages(
    db,
    sql`m.workspace_id = ${auth.workspaceId} and m.seq > ${after} and m.conversation_id in (
      select conversation_id from ${chatMembers} where workspace_id = ${auth.workspaceId} and user_id = ${auth.user.id})`,
    sql`m.seq`,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => messageFor(row.message, auth.user.id)),
    cursor: page.length ? Number(page[page.length - 1]!.seq) : after,
    has_more: rows.length > limit,
  };
}

/** The members among `ids` of the conversation, never the sender. */
async function mentionable(db: Database, auth: RequestAuth, conversationId: number, ids: readonly number[] | undefined) {
  const wanted = [...new Set(ids ?? [])].filter((id) => id !== auth.user.id);
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from ${chatMembers} where conversation_id = ${conversationId} and user_id = any(${intArray(wanted)})
      order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

/** `chat.mentioned` for `mentionIds`, in the writing transaction. */
async function notifyMentions(
  tx: Database,
  auth: RequestAuth,
  message: { id: number; conversation_id: number; body: string },
  mentionIds: number[],
) {
  if (mentionIds.length === 0) return;
  const [place] = await queryRows<{ type: string; name: string }>(
    tx,
    sql`select c.type, ${conversationNameSql(sql`c`, auth.user.id)} as name from ${chatConversations} c
      where c.id = ${message.conversation_id}`,
  );
  const where = place?.type === 'channel' ? `#${place.name}` : 'a direct message';
  await writeNotifications(
    tx,
    chatMentionNotifications({
      workspaceId: auth.workspaceId,
      conversationId: message.conversation_id,
      messageId: message.id,
      where,
      body: message.body,
      mentionIds,
      actor: { id: auth.user.id, name: personOf(auth.user).full_name },
    }),
  );
}

/** Stamps message `id` with a new seq and sends its notice at commit (under `lockChatSeq`). */
async function stamp(tx: Database, id: number, action: ChatMessageAction, set: SQL = sql``): Promise<void> {
  await tx.execute(sql`with written as (
      update ${chatMessages} m set seq = ${NEXT_SEQ} ${set} where m.id = ${id}
      returning m.workspace_id, m.conversation_id, m.id, m.seq)
    select ${chatMessageNoticeSql(action, {
      workspaceId: sql`written.workspace_id`,
      conversationId: sql`written.conversation_id`,
      messageId: sql`written.id`,
      seq: sql`written.seq`,
    })} from written`);
}

/**
 * POST /chat/messages/store: 201 with the new message, or 200 with the one this sender already
 * stored under the same client id (nothing published again; concurrent duplicates give one row:
 * the unique (workspace, sender, client id) and ON CONFLICT DO NOTHING).
 */
export async function storeMessage(
  db: Database,
  auth: RequestAuth,
  input: ChatMessageStoreRequest,
): Promise<{ message: ChatMessage; created: boolean }> {
  const existing = async (tx: Database) => {
    const [row] = await queryRows<{ id: number; conversation_id: number }>(
      tx,
      sql`select id, conversation_id from ${chatMessages}
        where workspace_id = ${auth.workspaceId} and sender_id = ${auth.user.id} and client_id = ${input.client_id}`,
    );
    return row;
  };
  const repeated = await existing(db);
  if (repeated) {
    await findConversation(db, auth, repeated.conversation_id);
    return { message: await loadMessage(db, auth, repeated.id), created: false };
  }
  const conversation = await findConversation(db, auth, input.conversation_id);
  refuseArchived(conversation);
  if (input.parent_id !== undefined) {
    const [parent] = await queryRows<{ parent_id: number | null }>(
      db,
      sql`select parent_id from ${chatMessages} where id = ${input.parent_id} and conversation_id = ${conversation.id}`,
    );
    if (!parent) throw httpErrors.invalidField('parent_id', CHAT_MESSAGES.messageNotFound);
    if (parent.parent_id !== null) throw httpErrors.invalidField('parent_id', CHAT_MESSAGES.threadOfReply);
  }
  const attachmentIds = [...new Set(input.attachment_ids ?? [])];
  const mentions = await mentionable(db, auth, conversation.id, input.mention_ids);
  const body = input.body.trim();
  const result = await db.transaction(async (tx) => {
    await lockChatSeq(tx, auth.workspaceId);
    // One statement: the row with its seq, the conversation's activity and the notice (sent at commit).
    const isMain = input.parent_id === undefined;
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`with written as (
          insert into ${chatMessages} (workspace_id, conversation_id, parent_id, sender_id, client_id, body, mention_ids, seq)
          select ${auth.workspaceId}, ${conversation.id}, ${input.parent_id ?? null}::int, ${auth.user.id}, ${input.client_id},
            ${body}, ${intArray(mentions)}, ${NEXT_SEQ}
          -- Still a member, still not archived (either may have changed since the checks above).
          where exists (select 1 from ${chatConversations} c join ${chatMembers} me on me.conversation_id = c.id
            where c.id = ${conversation.id} and c.archived_at is null and me.user_id = ${auth.user.id})
          on conflict (workspace_id, sender_id, client_id) do nothing
          returning id, workspace_id, conversation_id, seq
        ),
        touched as (
          update ${chatConversations} set last_message_at = now()
          where id = ${conversation.id} and ${isMain} and exists (select 1 from written)
        )
        select written.id, ${chatMessageNoticeSql('created', {
          workspaceId: sql`written.workspace_id`,
          conversationId: sql`written.conversation_id`,
          messageId: sql`written.id`,
          seq: sql`written.seq`,
        })} from written`,
    );
    if (!inserted) {
      const stored = await existing(tx);
      if (stored) return { id: stored.id, created: false };
      refuseArchived(await findConversation(tx, auth, conversation.id));
      throw httpErrors.notFound(CHAT_MESSAGES.conversationNotFound);
    }
    if (attachmentIds.length > 0) {
      const attached = await tx.execute(sql`update ${chatAttachments} set message_id = ${inserted.id}
        where id = any(${intArray(attachmentIds)}) and conversation_id = ${conversation.id}
          and uploaded_by = ${auth.user.id} and message_id is null`);
      if (attached.rowCount !== attachmentIds.length) {
        throw httpErrors.invalidField('attachment_ids', CHAT_MESSAGES.attachmentInvalid);
      }
    }
    // The parent's new reply count after the reply: catch-up sees them in that order.
    if (!isMain) await stamp(tx, input.parent_id!, 'replied', sql`, reply_count = m.reply_count + 1, last_reply_at = now()`);
    await notifyMentions(tx, auth, { id: inserted.id, conversation_id: conversation.id, body }, mentions);
    return { id: inserted.id, created: true };
  });
  return { message: await loadMessage(db, auth, result.id), created: result.created };
}

/** A change of the caller's own message that is not deleted, in a channel that is not archived. */
async function ownMessage(db: Database, auth: RequestAuth, id: number) {
  const message = await findMessage(db, auth, id);
  if (message.deleted) throw httpErrors.notFound(CHAT_MESSAGES.messageNotFound);
  if (message.sender_id !== auth.user.id) throw httpErrors.forbidden(CHAT_MESSAGES.onlyOwnMessages);
  refuseArchived(message);
  return message;
}

/** PUT /chat/messages/update: the sender edits the text (and mentions); newly mentioned members are told. */
export async function updateMessage(db: Database, auth: RequestAuth, input: ChatMessageUpdateRequest): Promise<ChatMessage> {
  const message = await ownMessage(db, auth, input.id);
  const mentions =
    input.mention_ids === undefined
      ? message.mention_ids
      : await mentionable(db, auth, message.conversation_id, input.mention_ids);
  const added = mentions.filter((id) => !message.mention_ids.includes(id));
  const body = input.body.trim();
  await db.transaction(async (tx) => {
    await lockChatSeq(tx, auth.workspaceId);
    await stamp(tx, message.id, 'updated', sql`, body = ${body}, mention_ids = ${intArray(mentions)}, edited_at = now()`);
    await notifyMentions(tx, auth, { id: message.id, conversation_id: message.conversation_id, body }, added);
  });
  return loadMessage(db, auth, message.id);
}

/**
 * DELETE /chat/messages/destroy/{id}: the sender deletes it; it keeps its place (and its thread)
 * with an empty body, without its attachments (files removed after commit) and reactions. A deleted
 * reply no longer counts on its thread's first message.
 */
export async function destroyMessage(db: Database, storage: MediaStorage, auth: RequestAuth, id: number): Promise<ChatMessage> {
  const message = await ownMessage(db, auth, id);
  const keys = await db.transaction(async (tx) => {
    await lockChatSeq(tx, auth.workspaceId);
    // Under the lock: of two concurrent deletes, the second finds it deleted (the count drops once).
    const [current] = await queryRows<{ deleted: boolean }>(
      tx,
      sql`select deleted_at is not null as deleted from ${chatMessages} where id = ${message.id}`,
    );
    if (!current || current.deleted) throw httpErrors.notFound(CHAT_MESSAGES.messageNotFound);
    await tx.delete(chatReactions).where(sql`${chatReactions.messageId} = ${message.id}`);
    const files = await queryRows<{ storage_key: string }>(
      tx,
      sql`delete from ${chatAttachments} where message_id = ${message.id} returning storage_key`,
    );
    await stamp(tx, message.id, 'deleted', sql`, body = '', mention_ids = '{}', deleted_at = now()`);
    if (message.parent_id !== null)
      await stamp(tx, message.parent_id, 'replied', sql`, reply_count = greatest(m.reply_count - 1, 0)`);
    return files.map((file) => file.storage_key);
  });
  await storage.remove(keys);
  return loadMessage(db, auth, message.id);
}

/** POST and DELETE /chat/messages/react `{id, emoji}`: the caller's reaction on a message they can read. */
export async function reactToMessage(
  db: Database,
  auth: RequestAuth,
  input: ChatReactionRequest,
  add: boolean,
): Promise<ChatMessage> {
  const message = await findMessage(db, auth, input.id);
  if (message.deleted) throw httpErrors.notFound(CHAT_MESSAGES.messageNotFound);
  refuseArchived(message);
  const emoji = input.emoji.trim();
  await db.transaction(async (tx) => {
    await lockChatSeq(tx, auth.workspaceId);
    let changed: boolean;
    if (add) {
      const [row] = await queryRows<{ distinct_emojis: number; present: boolean }>(
        tx,
        sql`select count(distinct emoji)::int as distinct_emojis, coalesce(bool_or(emoji = ${emoji}), false) as present
          from ${chatReactions} where message_id = ${message.id}`,
      );
      if (!row!.present && row!.distinct_emojis >= CHAT_REACTIONS_MAX) {
        throw httpErrors.invalidField('emoji', CHAT_MESSAGES.tooManyReactions);
      }
      const inserted = await tx
        .insert(chatReactions)
        .values({ messageId: message.id, userId: auth.user.id, emoji })
        .onConflictDoNothing()
        .returning({ emoji: chatReactions.emoji });
      changed = inserted.length > 0;
    } else {
      const removed = await tx.execute(sql`delete from ${chatReactions}
        where message_id = ${message.id} and user_id = ${auth.user.id} and emoji = ${emoji}`);
      changed = (removed.rowCount ?? 0) > 0;
    }
    if (changed) await stamp(tx, message.id, 'reacted');
  });
  return loadMessage(db, auth, message.id);
}

/**
 * POST /chat/conversations/read `{id, message_id}`: moves the caller's read marker forward (never
 * back, never past the conversation's latest message); the caller's sockets hear `chat.read`.
 */
export async function markRead(db: Database, auth: RequestAuth, input: ChatReadRequest): Promise<ChatRead> {
  const conversation = await findConversation(db, auth, input.id);
  const me = auth.user.id;
  const [row] = await queryRows<{ last_read: number; unread: number }>(
    db,
    sql`with moved as (
        update ${chatMembers} cm set last_read_message_id = greatest(cm.last_read_message_id, least(${input.message_id}::int,
          (select coalesce(max(id), 0) from ${chatMessages} where conversation_id = ${conversation.id})))
        where cm.conversation_id = ${conversation.id} and cm.user_id = ${me}
        returning cm.last_read_message_id
      ),
      counted as (
        select moved.last_read_message_id as last_read, (select count(*)::int from ${chatMessages} um
          where um.conversation_id = ${conversation.id} and um.parent_id is null and um.id > moved.last_read_message_id
            and um.sender_id <> ${me} and um.deleted_at is null) as unread
        from moved
      )
      select last_read, unread, ${chatReadNoticeSql({
        workspaceId: auth.workspaceId,
        userId: me,
        conversationId: conversation.id,
        lastRead: sql`counted.last_read`,
        unread: sql`counted.unread`,
      })} from counted`,
  );
  if (!row) throw httpErrors.notFound(CHAT_MESSAGES.conversationNotFound);
  return { conversation_id: conversation.id, last_read_message_id: row.last_read, unread_count: row.unread };
}

/** The words of a search as a prefix tsquery (`word:* & other:*`), or undefined when there are none. */
export function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words
    ? words
        .slice(0, 16)
        .map((word) => `${word}:*`)
        .join(' & ')
    : undefined;
}

/**
 * GET /chat/search?q=&conversation_id=: messages of the caller's conversations (their membership
 * rows: never another workspace's, a private channel or direct message they are not in), full-text
 * (`simple` configuration, every word as a prefix), best match first.
 */
export async function searchMessages(db: Database, auth: RequestAuth, query: ChatSearchQuery): Promise<ChatSearchResult> {
  const tsquery = prefixQuery(query.q);
  if (!tsquery) return { items: [] };
  const limit = Number(query.limit ?? CHAT_PAGE_SIZE);
  const only = query.conversation_id === undefined ? sql`` : sql`and m.conversation_id = ${Number(query.conversation_id)}`;
  const rows = await queryRows<{ message: RawMessage; conversation_name: string }>(
    db,
    sql`select ${messageJson(sql`m`)} as message, ${conversationNameSql(sql`c`, auth.user.id)} as conversation_name
      from ${chatMessages} m
      join ${chatMembers} me on me.conversation_id = m.conversation_id and me.user_id = ${auth.user.id}
      join ${chatConversations} c on c.id = m.conversation_id
      where m.workspace_id = ${auth.workspaceId} and m.deleted_at is null ${only}
        and to_tsvector('simple', m.body) @@ to_tsquery('simple', ${tsquery})
      order by ts_rank(to_tsvector('simple', m.body), to_tsquery('simple', ${tsquery})) desc, m.id desc
      limit ${limit}`,
  );
  return {
    items: rows.map((row) => ({ ...messageFor(row.message, auth.user.id), conversation_name: row.conversation_name })),
  };
}
