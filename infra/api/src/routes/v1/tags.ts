import { dataReply, TAG_MESSAGES, tagSchema, tagStoreRequestSchema } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createTag, listTags } from '../../services/tags.js';

/** Task tags of the current workspace. */
export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    {
      config: { permission: 'tags.list' },
      schema: {
        tags: ['tags'],
        summary: 'Tags of the workspace (Frontend, Backend, Design, Research, Bug, Feature and those added)',
        security: BEARER_SECURITY,
        response: { 200: dataReply(tagSchema.array()) },
      },
    },
    async (request) => ok(await listTags(app.db, requireAuth(request).workspaceId), TAG_MESSAGES.tagsRetrieved),
  );

  app.post(
    '/tags/store',
    {
      config: { permission: 'tags.create' },
      schema: {
        tags: ['tags'],
        summary: 'Add a tag (name unique in the workspace)',
        security: BEARER_SECURITY,
        body: tagStoreRequestSchema,
        response: { 201: dataReply(tagSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createTag(app.db, requireAuth(request), request.body), TAG_MESSAGES.tagCreated)),
  );
};
