import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_VERSION } from '../../version.js';
import { completeDocument, createRouteTransform, SECURITY_SCHEME, type OpenApiObject } from './openapi-reference.js';

const DESCRIPTION = [
  'Work management: projects, tasks, time, collaboration, business and HR.',
  '',
  'Replies are `{ error: false, message, data }`; failures `{ error: true, message, errors? }` (`errors`: field path →',
  'messages, with 422). Authenticate with a personal access token (`Authorization: Bearer kanri_pat_…`); the optional',
  '`workspace_id` header selects the workspace. Rate-limited calls answer 429 with `Retry-After`. Outgoing events are',
  'described under `webhooks`, signed with `X-Kanri-Signature` (see `x-kanri-webhook-verification`).',
].join('\n');

/**
 * OpenAPI document generated from the routes' zod schemas, served at `<prefix>/openapi.json`,
 * and Swagger UI at `<prefix>/docs`. Registered before the routes so it sees all of them. What it adds
 * to the routes' schemas (error replies, tags, token scopes, webhooks) is in openapi-reference.ts.
 */
export const openApiPlugin = fp(
  async (api) => {
    await api.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kanri API',
          description: DESCRIPTION,
          version: API_VERSION,
        },
        components: {
          securitySchemes: {
            // Described in full by completeDocument (personal access tokens, scopes, workspace_id).
            [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      // zod → JSON schema per route, plus its area tag, auth, permission and rate limit (x-kanri-…).
      transform: createRouteTransform(() => (api as { authenticate?: unknown }).authenticate),
      // The shared failure replies, the workspace_id header, the tags and the webhooks.
      transformObject: (document) =>
        completeDocument((document as { openapiObject: OpenApiObject }).openapiObject) as ReturnType<SwaggerTransformObject>,
    });
    await api.register(swaggerUi, {
      routePrefix: '/docs',
      // The UI's asset links are absolute: they need the prefix this plugin is mounted under.
      indexPrefix: api.prefix,
      theme: { title: 'Kanri API docs' },
    });
    api.get('/openapi.json', { schema: { hide: true } }, () => api.swagger());
  },
  { name: 'kanri-openapi' },
);
