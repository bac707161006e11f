import {
  dataReply,
  deletedSchema,
  memberIdRequestSchema,
  memberListQuerySchema,
  memberSchema,
  TEAM_MESSAGES,
  userStoreRequestSchema,
  userUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import type { AuditRule } from '../../plugins/app/audit.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { authRateLimit } from '../../plugins/external/rate-limit.js';
import { memberFacts } from '../../services/audit.js';
import { inviteMember, listMembers, removeMember, resendInvitation, updateMemberRole } from '../../services/team.js';

/** Team members of the current workspace. */
/** The member of the body's `id` as the audit target, read before the change. */
const memberBefore: AuditRule['before'] = (request, db) =>
  memberFacts(db, requireAuth(request).workspaceId, (request.body as { id: number }).id);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'users.list' },
      schema: {
        tags: ['users'],
        summary:
          'Members of the current workspace, invited ones included, with presence, leave today, tasks and hours this month',
        security: BEARER_SECURITY,
        querystring: memberListQuerySchema,
        response: { 200: dataReply(memberSchema.array()) },
      },
    },
    async (request) =>
      ok(
        await listMembers(app, requireAuth(request).workspaceId, { timeZone: request.query.time_zone }),
        TEAM_MESSAGES.usersRetrieved,
      ),
  );

  app.post(
    '/users/store',
    {
      config: {
        permission: 'users.invite',
        audit: {
          action: 'member.invited',
          targetType: 'member',
          describe: ({ data }) => ({
            targetId: data?.id as number | undefined,
            targetLabel: data ? `${String(data.full_name ?? '')} <${String(data.email)}>`.trim() : null,
            details: { role: data?.role },
          }),
        },
      },
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

  app.put(
    '/users/update',
    {
      config: {
        permission: 'users.manage',
        audit: {
          action: 'member.role_changed',
          targetType: 'member',
          before: memberBefore,
          // A time zone change alone is no role change.
          describe: ({ request, before }) => {
            const role = (request.body as { role: string }).role;
            if (!before || before.details?.role === role) return null;
            return { ...before, details: { from: before.details?.role, to: role } };
          },
        },
      },
      schema: {
        tags: ['users'],
        summary: "Change a member's role (the last admin keeps theirs)",
        security: BEARER_SECURITY,
        body: userUpdateRequestSchema,
        response: { 200: dataReply(memberSchema) },
      },
    },
    async (request) => ok(await updateMemberRole(app, requireAuth(request), request.body), TEAM_MESSAGES.userUpdated),
  );

  app.delete(
    '/users/destroy',
    {
      config: { permission: 'users.manage', audit: { action: 'member.removed', targetType: 'member', before: memberBefore } },
      schema: {
        tags: ['users'],
        summary: 'Remove a member from the current workspace (not the account); revokes a pending invitation',
        description:
          'The last admin cannot be removed. The member loses access at once: requests refused, live connections closed.',
        security: BEARER_SECURITY,
        body: memberIdRequestSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id } = request.body;
      const { invited } = await removeMember(app, auth, request.body);
      // This process forgets the member's cached sessions now; the others on the trigger's notice.
      app.forgetSessionsOf(id);
      return ok({ id }, invited ? TEAM_MESSAGES.invitationRevoked : TEAM_MESSAGES.userDeleted);
    },
  );

  app.post(
    '/users/resend-invitation',
    {
      config: {
        permission: 'users.manage',
        rateLimit: authRateLimit(app.config.authRateLimitMax),
        audit: { action: 'member.invitation_resent', targetType: 'member', before: memberBefore },
      },
      schema: {
        tags: ['users'],
        summary: 'Mail an invited member a new invitation link (the previous one stops working)',
        security: BEARER_SECURITY,
        body: memberIdRequestSchema,
        response: { 200: dataReply(memberSchema) },
      },
    },
    async (request) => ok(await resendInvitation(app, requireAuth(request), request.body), TEAM_MESSAGES.invitationResent),
  );
};
