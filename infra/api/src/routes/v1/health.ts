import { dataReply, healthSchema } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { checkHealth } from '../../services/health.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: dataReply(healthSchema) },
      },
    },
    async () => ok(await checkHealth(app.db, app.dbEmbedded)),
  );
};
