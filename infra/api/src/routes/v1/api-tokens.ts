import { dataReply, deletedSchema } from '@kanri/contracts';
import {
  API_TOKEN_MESSAGES,
  apiTokenCreatedSchema,
  apiTokenCreateRequestSchema,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
} from '@kanri/contracts/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createApiToken, findOwnApiToken, listApiTokens, revokeApiToken } from '../../services/api-tokens.js';

/**
 * The caller's personal access tokens in the current workspace (user menu → API tokens). Any
 * member manages their own; `apiTokens` is outside every token area, so a token cannot list,
 * create or revoke tokens: only a signed-in session can.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { permission: 'apiTokens.manage' } as const;

  app.get(
    '/api-tokens',
    {
      config: manage,
      schema: {
        tags: ['api-tokens'],
        summary: "The caller's unrevoked personal access tokens in this workspace (never the tokens themselves)",
        security: BEARER_SECURITY,
        response: { 200: dataReply(apiTokenListSchema) },
      },
    },
    async (request) => ok(await listApiTokens(app.db, requireAuth(request)), API_TOKEN_MESSAGES.retrieved),
  );

  app.post(
    '/api-tokens',
    {
      config: {
        ...manage,
        audit: {
          action: 'api_token.created',
          targetType: 'api_token',
          // The reply carries the token in clear: only its name, prefix, scopes and expiry are kept.
          describe: ({ data }) => ({
            targetId: data?.id as number | undefined,
            targetLabel: data ? `${String(data.name)} (${String(data.prefix)}…)` : null,
            details: { scopes: data?.scopes, expires_at: data?.expires_at },
          }),
        },
      },
      schema: {
        tags: ['api-tokens'],
        summary: 'Create a personal access token for this workspace; the reply shows it this once',
        security: BEARER_SECURITY,
        body: apiTokenCreateRequestSchema,
        response: { 201: dataReply(apiTokenCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(created, API_TOKEN_MESSAGES.created));
    },
  );

  app.delete(
    '/api-tokens/:id',
    {
      config: {
        ...manage,
        audit: {
          action: 'api_token.revoked',
          targetType: 'api_token',
          before: async (request, db) => {
            const { id } = request.params as { id: number };
            const token = await findOwnApiToken(db, requireAuth(request), id);
            return { targetId: id, targetLabel: token ? `${token.name} (${token.prefix}…)` : null };
          },
        },
      },
      schema: {
        tags: ['api-tokens'],
        summary: "Revoke one of the caller's tokens (404 for any other id)",
        security: BEARER_SECURITY,
        params: apiTokenIdParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await revokeApiToken(app.db, requireAuth(request), request.params.id), API_TOKEN_MESSAGES.revoked),
  );
};
