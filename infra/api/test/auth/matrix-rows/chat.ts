import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { chatConversations, chatMembers, chatMessages, workspaceMembers } from '../../../src/db/schema.js';
import { multipart, SAMPLE_FILES } from '../../helpers/multipart.js';
import { next, NOT_YOURS, SIGNED_IN, SIGNED_IN_CREATE, type MatrixRow } from '../matrix-expectations.js';

/** Ids the rows whose URL holds an id recreate on each call (the caller's, and other people's). */
const OWN_CONVERSATION = 900_401;
const OTHERS_CHANNEL = 900_402;
const OTHERS_DIRECT = 900_403;
const NOBODYS_CHANNEL = 900_404;
const OWN_MESSAGE = 900_411;
const OTHERS_MESSAGE = 900_412;
const OTHERS_ATTACHMENT = 900_421;

/**
 * Team chat: every role chats (`chat.use`); a conversation is for its members only, so a private
 * channel or a direct message of other people is a 404 for everyone (admins included), whatever id
 * is sent; another workspace is a 403 and no token a 401.
 */
export const CHAT_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/chat/conversations', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/chat/conversations?archived=true', expected: SIGNED_IN },
  { method: 'GET', url: '/api/v1/chat/channels/browse?search=matrix', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/store',
    body: () => ({ type: 'channel', name: `Matrix ${next()}`, is_private: true }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/store',
    body: async ({ db, userId }) => {
      const [peer] = await peersOf(db, userId);
      // New each time: an earlier row may have opened it.
      await db
        .delete(chatConversations)
        .where(sql`workspace_id = 1 and direct_key = ${[userId ?? 0, peer].sort((a, b) => a - b).join(',')}`);
      return { type: 'direct', member_ids: [peer] };
    },
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/conversations/update',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), topic: 'Matrix' }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/conversations/update',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId), topic: 'Not yours' }),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/archive',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), archived: true }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/archive',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId), archived: true }),
    expected: NOT_YOURS,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/conversations/settings',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), muted: true }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/conversations/settings',
    body: async ({ db, userId }) => ({ id: await othersDirect(db, userId), muted: true }),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/join',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId, { isPrivate: false }) }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/join',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId) }),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/join',
    body: async ({ db, userId }) => ({ id: await othersDirect(db, userId) }),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/leave',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId) }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/leave',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId) }),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/conversations/${OWN_CONVERSATION}/members`,
    body: async ({ db, userId }) => (await ownConversation(db, userId), {}),
    expected: SIGNED_IN,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/conversations/${OTHERS_CHANNEL}/members`,
    body: async ({ db, userId }) => (await othersChannel(db, userId), {}),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/conversations/${OTHERS_DIRECT}/members`,
    body: async ({ db, userId }) => (await othersDirect(db, userId), {}),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/members',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), user_ids: [(await peersOf(db, userId))[1]] }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/members',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId), user_ids: [userId ?? 1] }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: '/api/v1/chat/conversations/members',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), user_id: (await peersOf(db, userId))[0] }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/chat/conversations/members',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId), user_id: (await peersOf(db, userId))[0] }),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/conversations/${OWN_CONVERSATION}/messages?limit=10`,
    body: async ({ db, userId }) => (await ownMessage(db, userId), {}),
    expected: SIGNED_IN,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/conversations/${OTHERS_DIRECT}/messages`,
    body: async ({ db, userId }) => (await othersDirect(db, userId), {}),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/messages/${OWN_MESSAGE}/thread`,
    body: async ({ db, userId }) => (await ownMessage(db, userId), {}),
    expected: SIGNED_IN,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/messages/${OTHERS_MESSAGE}/thread`,
    body: async ({ db, userId }) => (await othersMessage(db, userId), {}),
    expected: NOT_YOURS,
  },
  { method: 'GET', url: '/api/v1/chat/messages/since?after=0&limit=5', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/chat/messages/store',
    body: async ({ db, userId }) => ({
      conversation_id: await ownConversation(db, userId),
      client_id: `matrix-${next()}`,
      body: 'Hi',
    }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/messages/store',
    body: async ({ db, userId }) => ({
      conversation_id: await othersDirect(db, userId),
      client_id: `matrix-${next()}`,
      body: 'Hi',
    }),
    expected: NOT_YOURS,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/messages/update',
    body: async ({ db, userId }) => ({ id: await ownMessage(db, userId), body: 'Edited' }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/chat/messages/update',
    body: async ({ db, userId }) => ({ id: await othersMessage(db, userId), body: 'Edited' }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/chat/messages/destroy/${OWN_MESSAGE}`,
    body: async ({ db, userId }) => (await ownMessage(db, userId), {}),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: `/api/v1/chat/messages/destroy/${OTHERS_MESSAGE}`,
    body: async ({ db, userId }) => (await othersMessage(db, userId), {}),
    expected: NOT_YOURS,
  },
  ...(['POST', 'DELETE'] as const).flatMap((method): MatrixRow[] => [
    {
      method,
      url: '/api/v1/chat/messages/react',
      body: async ({ db, userId }) => ({ id: await ownMessage(db, userId), emoji: '👍' }),
      expected: SIGNED_IN,
    },
    {
      method,
      url: '/api/v1/chat/messages/react',
      body: async ({ db, userId }) => ({ id: await othersMessage(db, userId), emoji: '👍' }),
      expected: NOT_YOURS,
    },
  ]),
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/read',
    body: async ({ db, userId }) => ({ id: await ownConversation(db, userId), message_id: 1 }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/chat/conversations/read',
    body: async ({ db, userId }) => ({ id: await othersChannel(db, userId), message_id: 1 }),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/chat/attachments/${OTHERS_ATTACHMENT}/download`,
    body: async ({ db, userId }) => {
      const conversationId = await othersChannel(db, userId);
      await db.execute(sql`insert into chat_attachments (id, workspace_id, conversation_id, message_id, uploaded_by, file_name,
          mime_type, size, storage_key)
        values (${OTHERS_ATTACHMENT}, 1, ${conversationId}, ${await othersMessage(db, userId)},
          ${(await peersOf(db, userId))[0]}, 'x.png', 'image/png', 1, ${`matrix-${next()}`})
        on conflict (id) do nothing`);
      // For the next row, whose form cannot set anything up: a channel nobody is in.
      await conversationWithId(db, NOBODYS_CHANNEL, { type: 'channel', isPrivate: true, createdBy: userId ?? 1, memberIds: [] });
      return {};
    },
    expected: NOT_YOURS,
  },
  {
    // A conversation the caller is not in (the route tests upload to their own).
    method: 'POST',
    url: '/api/v1/chat/attachments',
    form: () => multipart({ conversation_id: String(NOBODYS_CHANNEL) }, { name: 'matrix.png', content: SAMPLE_FILES.png }),
    expected: NOT_YOURS,
  },
  { method: 'GET', url: '/api/v1/chat/search?q=matrix', expected: SIGNED_IN },
  { method: 'PUT', url: '/api/v1/chat/status', body: { busy: true }, expected: SIGNED_IN },
];

/** Two active members of workspace 1 other than the caller. */
async function peersOf(db: Database, userId: number | undefined): Promise<[number, number]> {
  const rows = await db
    .select({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, 1), eq(workspaceMembers.status, 'active'), ne(workspaceMembers.userId, userId ?? 0)),
    )
    .orderBy(workspaceMembers.userId)
    .limit(2);
  return [rows[0]!.id, rows[1]!.id];
}

/** Conversation `id` of workspace 1 anew, with these members. */
async function conversationWithId(
  db: Database,
  id: number,
  values: { type: 'channel' | 'direct'; isPrivate: boolean; createdBy: number; memberIds: number[] },
): Promise<number> {
  const directKey = values.type === 'direct' ? [...values.memberIds].sort((a, b) => a - b).join(',') : null;
  // The same people's direct message, opened by an earlier row, goes too.
  await db
    .delete(chatConversations)
    .where(directKey ? sql`id = ${id} or (workspace_id = 1 and direct_key = ${directKey})` : eq(chatConversations.id, id));
  await db.insert(chatConversations).values({
    id,
    workspaceId: 1,
    type: values.type,
    name: values.type === 'channel' ? `Matrix ${id}` : '',
    isPrivate: values.isPrivate,
    createdBy: values.createdBy,
    directKey,
  });
  if (values.memberIds.length > 0) {
    await db.insert(chatMembers).values(values.memberIds.map((userId) => ({ conversationId: id, userId, workspaceId: 1 })));
  }
  return id;
}

/** A public channel the caller created, with a peer (no token: a peer's). */
async function ownConversation(db: Database, userId: number | undefined): Promise<number> {
  const [peer] = await peersOf(db, userId);
  const me = userId ?? peer;
  return conversationWithId(db, OWN_CONVERSATION, {
    type: 'channel',
    isPrivate: false,
    createdBy: me,
    memberIds: me === peer ? [me] : [me, peer],
  });
}

/** A channel of two other members (private unless said). */
async function othersChannel(db: Database, userId: number | undefined, { isPrivate = true } = {}): Promise<number> {
  const peers = await peersOf(db, userId);
  return conversationWithId(db, OTHERS_CHANNEL, { type: 'channel', isPrivate, createdBy: peers[0], memberIds: peers });
}

/** A direct message between two other members. */
async function othersDirect(db: Database, userId: number | undefined): Promise<number> {
  const peers = await peersOf(db, userId);
  return conversationWithId(db, OTHERS_DIRECT, { type: 'direct', isPrivate: true, createdBy: peers[0], memberIds: peers });
}

async function messageWithId(db: Database, id: number, conversationId: number, senderId: number): Promise<number> {
  await db.delete(chatMessages).where(eq(chatMessages.id, id));
  await db.insert(chatMessages).values({ id, workspaceId: 1, conversationId, senderId, body: 'Matrix', seq: 0 });
  return id;
}

/** The caller's message in their own conversation. */
async function ownMessage(db: Database, userId: number | undefined): Promise<number> {
  const conversationId = await ownConversation(db, userId);
  return messageWithId(db, OWN_MESSAGE, conversationId, userId ?? (await peersOf(db, userId))[0]);
}

/** A message of a private channel of other members. */
async function othersMessage(db: Database, userId: number | undefined): Promise<number> {
  const conversationId = await othersChannel(db, userId);
  return messageWithId(db, OTHERS_MESSAGE, conversationId, (await peersOf(db, userId))[0]);
}
