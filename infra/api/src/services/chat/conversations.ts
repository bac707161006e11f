import {
  CHAT_MESSAGES,
  type ChannelBrowseQuery,
  type Conversation,
  type ConversationArchiveRequest,
  type ConversationIdRequest,
  type ConversationListQuery,
  type ConversationMember,
  type ConversationMembersAddRequest,
  type ConversationMemberRemoveRequest,
  type ConversationSettingsRequest,
  type ConversationStoreRequest,
  type ConversationUpdateRequest,
} from '@kanri/contracts/chat';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatConversations, chatMembers, chatMessages, roles, users, workspaceMembers } from '../../db/schema.js';
import { intArray, queryRows } from '../../db/statements.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { httpErrors } from '../../lib/http-errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import type { RequestAuth } from '../../plugins/app/auth.js';
import { chatConversationNoticeSql, type ChatConversationAction } from '../../realtime/chat-notice.js';
import { iso } from '../time-entry-sql.js';
import { findConversation, messageFor, messageJson, personJson, refuseArchived, requireManager, type RawMessage } from './sql.js';
import { fullNameOf } from '../user-sql.js';

/**
 * Conversations of team chat (contracts `@kanri/contracts/chat`): the caller's list, the public
 * channels to browse, channels and direct messages, their settings and members. Whoever is not a
 * member gets 404 for a conversation, whatever id they send (a public channel can be joined).
 */

const CHANNEL_NAME_UNIQUE = 'chat_conversations_channel_name_unique';

type Filter = { kind: 'list'; archived: boolean } | { kind: 'browse'; search?: string } | { kind: 'one'; id: number };

/** The name of a conversation as `userId` sees it: a channel's, or the other people's of a direct message. */
export const conversationNameSql = (c: SQL, userId: number) => sql`case when ${c}.type = 'direct'
  then coalesce((select string_agg(${fullNameOf(sql`u`)}, ', ' order by u.first_name, u.last_name, u.id)
    from ${chatMembers} o join ${users} u on u.id = o.user_id where o.conversation_id = ${c}.id and o.user_id <> ${userId}), '')
  else ${c}.name end`;

/** Conversations as the caller sees them, latest activity first: one statement. */
async function selectConversations(db: Database, auth: RequestAuth, filter: Filter): Promise<Conversation[]> {
  const me = auth.user.id;
  const where =
    filter.kind === 'list'
      ? sql`me.user_id is not null and c.archived_at is ${filter.archived ? sql`not null` : sql`null`}`
      : filter.kind === 'browse'
        ? sql`c.type = 'channel' and not c.is_private and c.archived_at is null
            ${filter.search ? sql`and c.name ilike ${containsPattern(filter.search)}` : sql``}`
        : sql`c.id = ${filter.id}`;
  const rows = await queryRows<{ conversation: Omit<Conversation, 'last_message'> & { last_message: RawMessage | null } }>(
    db,
    sql`select json_build_object(
        'id', c.id, 'type', c.type, 'name', ${conversationNameSql(sql`c`, me)}, 'topic', c.topic,
        'is_private', c.is_private, 'created_by', c.created_by,
        'others', case when c.type = 'direct' then coalesce((select json_agg(${personJson(sql`u`)} order by u.first_name, u.last_name, u.id)
          from ${chatMembers} o join ${users} u on u.id = o.user_id where o.conversation_id = c.id and o.user_id <> ${me}), '[]'::json)
          else '[]'::json end,
        'member_count', (select count(*)::int from ${chatMembers} x where x.conversation_id = c.id),
        'is_member', me.user_id is not null,
        'can_manage', me.user_id is not null and c.type = 'channel' and (c.created_by = ${me} or ${auth.role === 'admin'}),
        'archived', c.archived_at is not null,
        'muted', coalesce(me.muted, false),
        'unread_count', case when me.user_id is null then 0 else (select count(*)::int from ${chatMessages} um
          where um.conversation_id = c.id and um.parent_id is null and um.id > me.last_read_message_id
            and um.sender_id <> ${me} and um.deleted_at is null) end,
        'last_read_message_id', coalesce(me.last_read_message_id, 0),
        'last_message', (select ${messageJson(sql`lm`)} from ${chatMessages} lm
          where lm.conversation_id = c.id and lm.parent_id is null order by lm.id desc limit 1),
        'last_activity_at', ${iso(sql`coalesce(c.last_message_at, c.created_at)`)},
        'created_at', ${iso(sql`c.created_at`)}
      ) as conversation
      from ${chatConversations} c
      left join ${chatMembers} me on me.conversation_id = c.id and me.user_id = ${me}
      where c.workspace_id = ${auth.workspaceId} and ${where}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc`,
  );
  return rows.map(({ conversation }) => ({
    ...conversation,
    last_message: conversation.last_message && messageFor(conversation.last_message, me),
  }));
}

/** GET /chat/conversations?archived=: the caller's conversations (archived ones apart). */
export function listConversations(db: Database, auth: RequestAuth, query: ConversationListQuery): Promise<Conversation[]> {
  return selectConversations(db, auth, { kind: 'list', archived: query.archived === 'true' });
}

/** GET /chat/channels/browse?search=: the workspace's public channels that are not archived, joined or not. */
export function browseChannels(db: Database, auth: RequestAuth, query: ChannelBrowseQuery): Promise<Conversation[]> {
  return selectConversations(db, auth, { kind: 'browse', search: query.search || undefined });
}

/** One conversation as the caller sees it (they are a member, or it is a public channel). */
export async function getConversation(db: Database, auth: RequestAuth, id: number): Promise<Conversation> {
  const [conversation] = await selectConversations(db, auth, { kind: 'one', id });
  if (!conversation) throw httpErrors.notFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}

/** 422 on `field` unless every id is an active member of the workspace. */
async function checkWorkspaceMembers(db: Database, auth: RequestAuth, ids: number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select count(*)::int as found from ${workspaceMembers}
      where workspace_id = ${auth.workspaceId} and status = 'active' and user_id = any(${intArray(ids)})`,
  );
  if (row!.found !== ids.length) throw httpErrors.invalidField(field, CHAT_MESSAGES.memberNotInWorkspace);
}

/** Adds members (already checked), skipping those who are in; how many were added. */
async function insertMembers(tx: Database, auth: RequestAuth, conversationId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const added = await tx
    .insert(chatMembers)
    .values(ids.map((userId) => ({ conversationId, userId, workspaceId: auth.workspaceId })))
    .onConflictDoNothing()
    .returning({ userId: chatMembers.userId });
  return added.length;
}

async function announce(
  tx: Database,
  action: ChatConversationAction,
  auth: RequestAuth,
  conversationId: number,
  removedUserId: number | null = null,
) {
  await tx.execute(chatConversationNoticeSql(action, auth.workspaceId, conversationId, removedUserId));
}

/**
 * POST /chat/conversations/store: a channel (201; its name free in the workspace, any case, also
 * under concurrency: the unique index answers) or a direct message (201, or 200 with the existing
 * one for the same people: the unique `direct_key` makes two concurrent creations one row).
 */
export async function storeConversation(
  db: Database,
  auth: RequestAuth,
  input: ConversationStoreRequest,
): Promise<{ conversation: Conversation; created: boolean }> {
  const me = auth.user.id;
  if (input.type === 'channel') {
    const others = [...new Set(input.member_ids ?? [])].filter((id) => id !== me);
    await checkWorkspaceMembers(db, auth, others, 'member_ids');
    let id: number;
    try {
      id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatConversations)
          .values({
            workspaceId: auth.workspaceId,
            type: 'channel',
            name: input.name.trim(),
            topic: (input.topic ?? '').trim(),
            isPrivate: input.is_private ?? false,
            createdBy: me,
          })
          .returning({ id: chatConversations.id });
        await insertMembers(tx, auth, row!.id, [me, ...others]);
        await announce(tx, 'created', auth, row!.id);
        return row!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, CHANNEL_NAME_UNIQUE)) throw httpErrors.invalidField('name', CHAT_MESSAGES.channelNameTaken);
      throw error;
    }
    return { conversation: await getConversation(db, auth, id), created: true };
  }
  const others = [...new Set(input.member_ids)].filter((id) => id !== me);
  if (others.length === 0) throw httpErrors.invalidField('member_ids', CHAT_MESSAGES.membersRequired);
  await checkWorkspaceMembers(db, auth, others, 'member_ids');
  const memberIds = [me, ...others].sort((a, b) => a - b);
  const directKey = memberIds.join(',');
  const { id, created } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({ workspaceId: auth.workspaceId, type: 'direct', isPrivate: true, directKey, createdBy: me })
      .onConflictDoNothing({ target: [chatConversations.workspaceId, chatConversations.directKey] })
      .returning({ id: chatConversations.id });
    if (!row) {
      // Someone created it first (and committed: the insert waited for them).
      const [found] = await queryRows<{ id: number }>(
        tx,
        sql`select id from ${chatConversations} where workspace_id = ${auth.workspaceId} and direct_key = ${directKey}`,
      );
      return { id: found!.id, created: false };
    }
    await insertMembers(tx, auth, row.id, memberIds);
    await announce(tx, 'created', auth, row.id);
    return { id: row.id, created: true };
  });
  return { conversation: await getConversation(db, auth, id), created };
}

/** PUT /chat/conversations/update: a channel's name and topic (its creator or an admin). */
export async function updateConversation(
  db: Database,
  auth: RequestAuth,
  input: ConversationUpdateRequest,
): Promise<Conversation> {
  try {
    await db.transaction(async (tx) => {
      const conversation = await findConversation(tx, auth, input.id, { lock: true });
      requireManager(auth, conversation);
      refuseArchived(conversation);
      if (input.name === undefined && input.topic === undefined) return;
      await tx.execute(sql`update ${chatConversations}
        set name = ${input.name?.trim() ?? sql`name`}, topic = ${input.topic?.trim() ?? sql`topic`}
        where id = ${conversation.id}`);
      await announce(tx, 'updated', auth, conversation.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, CHANNEL_NAME_UNIQUE)) throw httpErrors.invalidField('name', CHAT_MESSAGES.channelNameTaken);
    throw error;
  }
  return getConversation(db, auth, input.id);
}

/** POST /chat/conversations/archive `{id, archived}`: archive (read-only, out of the list) or restore a channel. */
export async function archiveConversation(
  db: Database,
  auth: RequestAuth,
  input: ConversationArchiveRequest,
): Promise<Conversation> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, auth, input.id, { lock: true });
    requireManager(auth, conversation);
    if (conversation.archived === input.archived) return;
    await tx.execute(sql`update ${chatConversations} set archived_at = ${input.archived ? sql`now()` : sql`null`}
      where id = ${conversation.id}`);
    await announce(tx, input.archived ? 'archived' : 'restored', auth, conversation.id);
  });
  return getConversation(db, auth, input.id);
}

/** PUT /chat/conversations/settings `{id, muted}`: the caller's own. */
export async function conversationSettings(
  db: Database,
  auth: RequestAuth,
  input: ConversationSettingsRequest,
): Promise<Conversation> {
  const conversation = await findConversation(db, auth, input.id);
  await db.execute(sql`update ${chatMembers} set muted = ${input.muted}
    where conversation_id = ${conversation.id} and user_id = ${auth.user.id}`);
  return getConversation(db, auth, conversation.id);
}

/** POST /chat/conversations/join `{id}`: a public channel that is not archived. */
export async function joinConversation(db: Database, auth: RequestAuth, input: ConversationIdRequest): Promise<Conversation> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, auth, input.id, { publicToo: true, lock: true });
    if (conversation.member) return;
    refuseArchived(conversation);
    if (await insertMembers(tx, auth, conversation.id, [auth.user.id])) await announce(tx, 'members', auth, conversation.id);
  });
  return getConversation(db, auth, input.id);
}

/**
 * Takes `userId` out of a channel (leaving, or removed by a manager); the last member stays
 * (422: archive it instead). Under the conversation's row lock, so two removals cannot both pass.
 */
async function removeMember(
  db: Database,
  auth: RequestAuth,
  conversationId: number,
  userId: number,
  check: (conversation: Awaited<ReturnType<typeof findConversation>>) => void,
  field: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, auth, conversationId, { lock: true });
    check(conversation);
    const [row] = await queryRows<{ members: number; present: boolean }>(
      tx,
      sql`select count(*)::int as members, bool_or(user_id = ${userId}) as present
        from ${chatMembers} where conversation_id = ${conversation.id}`,
    );
    if (!row?.present) return;
    if (row.members <= 1) throw httpErrors.invalidField(field, CHAT_MESSAGES.lastMemberCannotBeRemoved);
    await tx.execute(sql`delete from ${chatMembers} where conversation_id = ${conversation.id} and user_id = ${userId}`);
    await announce(tx, 'members', auth, conversation.id, userId);
  });
}

/** POST /chat/conversations/leave `{id}`: a channel (direct messages keep their members). */
export async function leaveConversation(db: Database, auth: RequestAuth, input: ConversationIdRequest): Promise<{ id: number }> {
  await removeMember(
    db,
    auth,
    input.id,
    auth.user.id,
    (conversation) => {
      if (conversation.type === 'direct') throw httpErrors.forbidden(CHAT_MESSAGES.directNotManaged);
    },
    'id',
  );
  return { id: input.id };
}

/** GET /chat/conversations/{id}/members: members only. */
export async function listConversationMembers(db: Database, auth: RequestAuth, id: number): Promise<ConversationMember[]> {
  const conversation = await findConversation(db, auth, id);
  return membersOf(db, auth, conversation.id);
}

async function membersOf(db: Database, auth: RequestAuth, conversationId: number): Promise<ConversationMember[]> {
  return queryRows<ConversationMember>(
    db,
    sql`select u.id, ${fullNameOf(sql`u`)} as full_name, u.photo_url, u.email,
        coalesce(r.name, '') as role, ${iso(sql`cm.joined_at`)} as joined_at
      from ${chatMembers} cm join ${users} u on u.id = cm.user_id
      left join ${workspaceMembers} wm on wm.workspace_id = ${auth.workspaceId} and wm.user_id = cm.user_id
      left join ${roles} r on r.id = wm.role_id
      where cm.conversation_id = ${conversationId}
      order by u.first_name, u.last_name, u.id`,
  );
}

/** POST /chat/conversations/members `{id, user_ids}`: a channel's creator or an admin adds active members. */
export async function addConversationMembers(
  db: Database,
  auth: RequestAuth,
  input: ConversationMembersAddRequest,
): Promise<ConversationMember[]> {
  const conversation = await findConversation(db, auth, input.id);
  requireManager(auth, conversation);
  refuseArchived(conversation);
  const ids = [...new Set(input.user_ids)];
  await checkWorkspaceMembers(db, auth, ids, 'user_ids');
  await db.transaction(async (tx) => {
    const locked = await findConversation(tx, auth, input.id, { lock: true });
    refuseArchived(locked);
    if (await insertMembers(tx, auth, locked.id, ids)) await announce(tx, 'members', auth, locked.id);
  });
  return membersOf(db, auth, conversation.id);
}

/** DELETE /chat/conversations/members `{id, user_id}`: a channel's creator or an admin removes one. */
export async function removeConversationMember(
  db: Database,
  auth: RequestAuth,
  input: ConversationMemberRemoveRequest,
): Promise<ConversationMember[]> {
  await removeMember(db, auth, input.id, input.user_id, (conversation) => requireManager(auth, conversation), 'user_id');
  return membersOf(db, auth, input.id);
}
