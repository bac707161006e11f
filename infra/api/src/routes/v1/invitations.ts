import { dataReply, invitationSchema } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { describeInvitation } from '../../services/invitations.js';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['invitations'],
        summary: 'A pending invitation, to prefill the registration form of its link',
        params: z.object({ token: z.string() }),
        response: { 200: dataReply(invitationSchema) },
      },
    },
    async (request) => ok(await describeInvitation(app.db, request.params.token)),
  );
};
