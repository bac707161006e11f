import { randomUUID } from 'node:crypto';
import type { Role } from '@kanri/contracts';
import type { Conversation } from '@kanri/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import {
  addMember,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from './accounts.js';
import { dataOf, injectAs } from './calls.js';

/** Chat calls of the tests: as the owner of `token`, in `workspaceId` (default: their default one). */
export function chatClient(app: () => FastifyInstance) {
  const as = (token: string, workspaceId?: number) => injectAs(app(), token, { workspaceId });
  return {
    as,
    /** A new channel (201). */
    channel: async (token: string, body: { name: string; is_private?: boolean; member_ids?: number[]; topic?: string }) =>
      dataOf(await as(token)('POST', '/chat/conversations/store', { type: 'channel', ...body }), 201) as Conversation,
    /** A direct message with these people (201 or 200). */
    direct: async (token: string, memberIds: number[], status = 201) =>
      dataOf(
        await as(token)('POST', '/chat/conversations/store', { type: 'direct', member_ids: memberIds }),
        status,
      ) as Conversation,
    /** A new message (201). */
    send: async (token: string, conversationId: number, body: string, more: Record<string, unknown> = {}) =>
      dataOf(
        await as(token)('POST', '/chat/messages/store', {
          conversation_id: conversationId,
          client_id: clientId(),
          body,
          ...more,
        }),
        201,
      ),
  };
}

/** A client id as a client would generate it. */
export const clientId = () => randomUUID();

/** The people of the chat tests: a member per role in workspace 1, and a workspace "Studio" with the member and a stranger. */
export interface ChatPeople {
  members: Record<Role, SeededMember>;
  studio: number;
  /** A member of Studio only. */
  stranger: { id: number; token: string };
}

export async function seedChatPeople(db: Database): Promise<ChatPeople> {
  await resetAccounts(db);
  const members = await seedRoleMembers(db, 1);
  const studio = await createWorkspace(db, 'Studio');
  await addMember(db, members.member.user.id, studio, 'member');
  const user = await createUser(db, { email: 'stranger@studio.test', workspaceId: studio });
  return { members, studio, stranger: { id: user.id, token: await openSession(db, user.id) } };
}
