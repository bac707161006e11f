import { dataReply, roleRecordSchema } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { listRoles } from '../../services/roles.js';

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      schema: {
        tags: ['roles'],
        summary: 'The five roles, in id order (no sign-in needed: the clients use it as a connectivity test)',
        response: { 200: dataReply(roleRecordSchema.array()) },
      },
    },
    async () => ok(await listRoles(app.db), 'Roles retrieved successfully'),
  );
};
