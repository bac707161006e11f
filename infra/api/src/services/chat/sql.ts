import { CHAT_MESSAGES, type ChatMessage, type ChatPerson } from '@kanri/contracts/chat';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatAttachments, chatConversations, chatMembers, chatReactions, users } from '../../db/schema.js';
import { queryRows } from '../../db/statements.js';
import { httpErrors } from '../../lib/http-errors.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { iso } from '../time-entry-sql.js';
import { fullNameOf } from '../user-sql.js';

/**
 * The change sequence of chat (GET /chat/messages/since) and the pieces of SQL every chat read uses.
 *
 * Why catch-up has no gap: every change of a message (create, edit, delete, reaction, reply count)
 * stamps it with `nextval('chat_message_seq')` inside a transaction that first takes the
 * transaction-level advisory lock (CHAT_SEQ_LOCK_KEY, workspace id) and holds it until commit. So
 * within a workspace the seqs are committed in increasing order: when a reader sees seq N
 * committed, every smaller seq of the workspace is committed already (or was never used — a
 * rolled-back write). A client that read everything up to N and asks for `seq > N` can miss
 * nothing. `since` reads one workspace (the caller's), so a per-workspace lock is enough, and
 * writes of different workspaces never wait for each other. The NOTIFY of a change is sent at the
 * same commit, so live notices also leave in seq order per workspace.
 */
export const CHAT_SEQ_LOCK_KEY = 7_246_208;

/** Takes the workspace's chat lock (until the transaction ends): take it just before stamping a seq. */
export async function lockChatSeq(tx: Database, workspaceId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_SEQ_LOCK_KEY}::int, ${workspaceId}::int)`);
}

/** The next change sequence (only under `lockChatSeq`). */
export const NEXT_SEQ = sql`nextval('chat_message_seq')`;

/** A person as chat shows them, from a `users` row alias. */
export const personJson = (u: SQL) =>
  sql`json_build_object('id', ${u}.id, 'full_name', ${fullNameOf(u)}, 'photo_url', ${u}.photo_url)`;

/** A message as loaded: reactions carry their user ids; `mine` and `count` are added per reader. */
export type RawMessage = Omit<ChatMessage, 'reactions'> & { reactions: { emoji: string; user_ids: number[] }[] };

/**
 * The message of row alias `m` as JSON (sender, attachments, reactions with their user ids in the
 * order they were added): one statement, whatever the number of messages.
 */
export function messageJson(m: SQL): SQL {
  return sql`json_build_object(
    'id', ${m}.id, 'conversation_id', ${m}.conversation_id, 'parent_id', ${m}.parent_id, 'client_id', ${m}.client_id,
    'sender', (select ${personJson(sql`u`)} from ${users} u where u.id = ${m}.sender_id),
    'body', ${m}.body, 'mention_ids', to_json(${m}.mention_ids),
    'attachments', coalesce((select json_agg(json_build_object('id', a.id, 'file_name', a.file_name,
        'mime_type', a.mime_type, 'size', a.size) order by a.id)
      from ${chatAttachments} a where a.message_id = ${m}.id), '[]'::json),
    'reactions', coalesce((select json_agg(json_build_object('emoji', r.emoji, 'user_ids', r.user_ids) order by r.first_at, r.emoji)
      from (select emoji, array_agg(user_id order by created_at, user_id) as user_ids, min(created_at) as first_at
        from ${chatReactions} where message_id = ${m}.id group by emoji) r), '[]'::json),
    'reply_count', ${m}.reply_count, 'last_reply_at', ${iso(sql`${m}.last_reply_at`)},
    'created_at', ${iso(sql`${m}.created_at`)}, 'edited_at', ${iso(sql`${m}.edited_at`)},
    'deleted_at', ${iso(sql`${m}.deleted_at`)})`;
}

/** The message as `readerId` sees it: each reaction's count, and whether the reader is among them. */
export function messageFor(raw: RawMessage, readerId: number): ChatMessage {
  return {
    ...raw,
    reactions: raw.reactions.map((reaction) => ({
      emoji: reaction.emoji,
      count: reaction.user_ids.length,
      user_ids: reaction.user_ids,
      mine: reaction.user_ids.includes(readerId),
    })),
  };
}

/** The caller's membership of a conversation (alias `me`), for a statement's joins. */
export const isMember = (auth: RequestAuth, conversation: SQL) =>
  sql`exists (select 1 from ${chatMembers} me where me.conversation_id = ${conversation} and me.user_id = ${auth.user.id})`;

export type ConversationRow = {
  id: number;
  type: 'channel' | 'direct';
  name: string;
  is_private: boolean;
  created_by: number | null;
  archived: boolean;
  member: boolean;
};

/**
 * A conversation of the caller's workspace and whether the caller is a member; 404 when it is not
 * in the workspace, or when the caller is not a member (unless `publicToo` and it is a public channel).
 */
export async function findConversation(
  db: Database,
  auth: RequestAuth,
  conversationId: number,
  { publicToo = false, lock = false } = {},
): Promise<ConversationRow> {
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`select c.id, c.type, c.name, c.is_private, c.created_by, c.archived_at is not null as archived,
        ${isMember(auth, sql`c.id`)} as member
      from ${chatConversations} c where c.workspace_id = ${auth.workspaceId} and c.id = ${conversationId}
      ${lock ? sql`for no key update` : sql``}`,
  );
  if (!row) throw httpErrors.notFound(CHAT_MESSAGES.conversationNotFound);
  if (!row.member && !(publicToo && row.type === 'channel' && !row.is_private)) {
    throw httpErrors.notFound(CHAT_MESSAGES.conversationNotFound);
  }
  return row;
}

/** 409 for a write to an archived channel. */
export function refuseArchived(conversation: { archived: boolean }): void {
  if (conversation.archived) throw httpErrors.conflict(CHAT_MESSAGES.archived);
}

/** The creator or an admin (a member) manages a channel; direct messages have no management. */
export function requireManager(auth: RequestAuth, conversation: ConversationRow): void {
  if (conversation.type === 'direct') throw httpErrors.forbidden(CHAT_MESSAGES.directNotManaged);
  if (conversation.created_by !== auth.user.id && auth.role !== 'admin') throw httpErrors.forbidden(CHAT_MESSAGES.onlyManagers);
}

export const personOf = (user: { id: number; firstName: string; lastName: string; photoUrl: string | null }): ChatPerson => ({
  id: user.id,
  full_name: `${user.firstName} ${user.lastName}`.trim(),
  photo_url: user.photoUrl,
});
