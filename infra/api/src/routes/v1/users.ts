import { dataReply, memberSchema, TEAM_MESSAGES, userStoreRequestSchema } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { inviteMember, listMembers } from '../../services/team.js';

/** Team members of the current workspace. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'users.list' },
      schema: {
        tags: ['users'],
        summary: 'Members of the current workspace, invited ones included',
        security: BEARER_SECURITY,
        response: { 200: dataReply(memberSchema.array()) },
      },
    },
    async (request) => ok(await listMembers(app.db, requireAuth(request).workspaceId), TEAM_MESSAGES.usersRetrieved),
  );

  app.post(
    '/users/store',
    {
      config: { permission: 'users.invite' },
      schema: {
        tags: ['users'],
        summary: 'Invite a person to the current workspace with a role (mails a registration link)',
        security: BEARER_SECURITY,
        body: userStoreRequestSchema,
        response: { 201: dataReply(memberSchema) },
      },
    },
    async (request, reply) => {
      const member = await inviteMember(app, requireAuth(request), request.body);
      return reply.code(201).send(ok(member, TEAM_MESSAGES.invitationSent));
    },
  );
};
