import { dataReply } from '@kanri/contracts';
import { AUDIT_MESSAGES, auditLogPageSchema, auditLogQuerySchema } from '@kanri/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { listAuditEvents } from '../../services/audit.js';

/**
 * The workspace's audit log (admins, `audit.read`; outside every token area, so a signed-in
 * session only): its security events and its members' sign-ins, newest first.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: "The workspace's security events, newest first, by category and member",
        description:
          'Sign-ins and failed sign-ins of its members, password and session changes, invitations, role changes and ' +
          'removals, API tokens, webhooks, settings, exports and every deletion. Pages of `per_page` events; pass ' +
          '`next_cursor` as `cursor` for the next one.',
        security: BEARER_SECURITY,
        querystring: auditLogQuerySchema,
        response: { 200: dataReply(auditLogPageSchema) },
      },
    },
    async (request) =>
      ok(await listAuditEvents(app.db, requireAuth(request).workspaceId, request.query), AUDIT_MESSAGES.retrieved),
  );
};
