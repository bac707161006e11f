import { dataReply } from '@kanri/contracts';
import { SEARCH_MESSAGES, searchQuerySchema, searchResultSchema } from '@kanri/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { search } from '../../services/search/search.js';

/** The command palette's search (Ctrl+K): every kind the caller may read, grouped, in one request. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { permission: 'search.use' },
      schema: {
        tags: ['search'],
        summary:
          'Search tasks, projects, notes, todos, meetings, clients, people and chat messages you may see (every word as a prefix), grouped by kind, best match first',
        security: BEARER_SECURITY,
        querystring: searchQuerySchema,
        response: { 200: dataReply(searchResultSchema) },
      },
    },
    async (request) => ok(await search(app.db, requireAuth(request), request.query), SEARCH_MESSAGES.retrieved),
  );
};
