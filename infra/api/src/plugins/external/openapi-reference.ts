import { AUTH_MESSAGES, errorReplySchema, PERMISSIONS, VALIDATION_FAILED_MESSAGE, type Permission } from '@kanri/contracts';
import { accessOfMethod, API_TOKEN_PREFIX, permissionArea } from '@kanri/contracts/api-tokens';
import {
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_PAYLOAD_SCHEMAS,
  WEBHOOK_HEADERS,
  WEBHOOK_REPLAY_WINDOW_SECONDS,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_TIMEOUT_MS,
  webhookEnvelopeSchema,
} from '@kanri/contracts/webhooks';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * What the OpenAPI document adds to the routes' own schemas, in one place (the docs page at
 * /developers and Swagger UI read it): a tag per area, the bearer scheme of personal access tokens,
 * the shared failure envelope as the 401/403/404/422/429 replies of the routes that can give them,
 * the `workspace_id` header, each route's permission, roles and token scope (`x-kanri-…`), and the
 * OpenAPI 3.1 `webhooks` object: one entry per event of `@kanri/contracts/webhooks`.
 */

type JsonObject = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
/** The document being built (`openapiObject` of @fastify/swagger's transforms). */
export type OpenApiObject = Record<string, unknown>;

/** The header that selects the workspace (absent: the caller's default workspace). */
export const WORKSPACE_HEADER_NAME = 'workspace_id';
export const SECURITY_SCHEME = 'bearerAuth';
export const ERROR_SCHEMA = 'ErrorReply';

/** Extension keys each operation carries. */
export const X_AUTH = 'x-kanri-auth';
export const X_PERMISSION = 'x-kanri-permission';
export const X_ROLES = 'x-kanri-roles';
export const X_TOKEN_SCOPE = 'x-kanri-token-scope';
export const X_RATE_LIMIT = 'x-kanri-rate-limit';

/** The failure replies, as `components.responses` (keyed by status). */
export const ERROR_RESPONSES = {
  401: {
    name: 'Unauthenticated',
    description: 'No token, or an expired, revoked or unknown one.',
    message: AUTH_MESSAGES.unauthenticated,
  },
  403: {
    name: 'Forbidden',
    description:
      "The caller's role may not do this, the caller is not a member of the `workspace_id` workspace, or an API token lacks the scope (or may not use this endpoint).",
    message: AUTH_MESSAGES.forbidden,
  },
  404: {
    name: 'NotFound',
    description: 'No such record in the current workspace (or not one the caller may see).',
    message: 'Not found.',
  },
  422: {
    name: 'ValidationFailed',
    description: 'The body, query, path or `workspace_id` header is invalid: `errors` maps each field path to its messages.',
    message: VALIDATION_FAILED_MESSAGE,
  },
  429: {
    name: 'TooManyRequests',
    description: 'Rate limited: wait for the number of seconds in `Retry-After` before trying again.',
    message: 'Too many requests. Please try again in 1 minute.',
  },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const ERROR_EXAMPLES: Record<ErrorStatus, JsonObject> = {
  401: { error: true, message: ERROR_RESPONSES[401].message },
  403: { error: true, message: ERROR_RESPONSES[403].message },
  404: { error: true, message: ERROR_RESPONSES[404].message },
  422: { error: true, message: VALIDATION_FAILED_MESSAGE, errors: { name: ['The name field is required.'] } },
  429: { error: true, message: ERROR_RESPONSES[429].message },
};

/** The area of a route from its URL when it declares no tag: `/api/v1/time-entries/stop` → `time entries`. */
export function tagFromUrl(url: string): string {
  const segment = url
    .replace(/^\/api/, '')
    .replace(/^\/v\d+/, '')
    .split('/')
    .find((part) => part !== '' && !part.startsWith(':'));
  return (segment ?? 'system').replace(/\.[a-z]+$/, '').replace(/[-_]+/g, ' ');
}

interface RouteFacts {
  authenticated: boolean;
  permission: Permission | undefined;
  rateLimit: { max: number; timeWindow: number } | undefined;
}

function asArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

function routeFacts(route: RouteOptions, schema: FastifySchema | undefined, authenticate: unknown): RouteFacts {
  const config = (route.config ?? {}) as { permission?: Permission; rateLimit?: { max?: unknown; timeWindow?: unknown } };
  const permission = config.permission;
  const signsIn = authenticate !== undefined && asArray(route.preValidation as unknown).includes(authenticate);
  const declared = Array.isArray((schema as { security?: unknown } | undefined)?.security);
  const limit = config.rateLimit;
  const rateLimit =
    limit && typeof limit.max === 'number'
      ? { max: limit.max, timeWindow: typeof limit.timeWindow === 'number' ? limit.timeWindow : 60_000 }
      : undefined;
  return { authenticated: Boolean(permission) || signsIn || declared, permission, rateLimit };
}

/** The token scope a route needs (`projects:read`), or null when tokens may not call it. */
export function tokenScope(permission: Permission | undefined, method: string): string | null {
  if (!permission) return null;
  const area = permissionArea(permission);
  return area ? `${area}:${accessOfMethod(method)}` : null;
}

/**
 * The plugin's `transform`: the zod schemas to JSON schemas (fastify-type-provider-zod), then the
 * route's area tag, security and what the auth and rate-limit plugins do with it, as `x-kanri-…`
 * (copied to the operation; {@link completeDocument} adds the replies and header from them).
 */
export function createRouteTransform(getAuthenticate: () => unknown) {
  return (input: TransformInput) => {
    const result = jsonSchemaTransform(input);
    const schema = result.schema as (FastifySchema & JsonObject) | undefined;
    if (!schema || schema.hide) return result;
    const route = input.route as RouteOptions;
    const facts = routeFacts(route, input.schema as FastifySchema | undefined, getAuthenticate());
    const method = asArray(route.method)[0] ?? 'GET';
    const next: JsonObject = { ...schema };
    if (!Array.isArray(schema.tags) || schema.tags.length === 0) next.tags = [tagFromUrl(input.url)];
    if (facts.authenticated) {
      next.security = schema.security ?? [{ [SECURITY_SCHEME]: [] }];
      next[X_AUTH] = 'bearer';
      if (facts.permission) {
        next[X_PERMISSION] = facts.permission;
        next[X_ROLES] = [...PERMISSIONS[facts.permission]];
      }
      next[X_TOKEN_SCOPE] = tokenScope(facts.permission, method);
    } else {
      next[X_AUTH] = 'none';
    }
    if (facts.rateLimit) {
      next[X_RATE_LIMIT] = { max: facts.rateLimit.max, window_seconds: Math.round(facts.rateLimit.timeWindow / 1000) };
    }
    return { ...result, schema: next };
  };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation extends JsonObject {
  parameters?: JsonObject[];
  requestBody?: JsonObject;
  responses?: Record<string, unknown>;
  tags?: string[];
}

/** Whether an operation takes ids (path parameters or an `id`/`…_id` field) and so can miss a record. */
function takesIds(operation: Operation): boolean {
  const parameters = operation.parameters ?? [];
  if (parameters.some((parameter) => parameter.in === 'path')) return true;
  if (parameters.some((parameter) => parameter.in === 'query' && /(^|_)id$/.test(String(parameter.name)))) return true;
  const content = (operation.requestBody?.content ?? {}) as Record<string, { schema?: { properties?: JsonObject } }>;
  return Object.values(content).some((media) =>
    Object.keys(media.schema?.properties ?? {}).some((name) => /(^|_)id$/.test(name)),
  );
}

/** The failure statuses an operation can answer with, from what it takes and who may call it. */
export function errorStatusesOf(operation: Operation): ErrorStatus[] {
  const authenticated = operation[X_AUTH] === 'bearer';
  const takesInput =
    Boolean(operation.requestBody) || (operation.parameters ?? []).some((parameter) => parameter.in !== 'header');
  const statuses: ErrorStatus[] = [];
  if (authenticated) statuses.push(401, 403);
  if (takesIds(operation)) statuses.push(404);
  // Authenticated routes also check the workspace_id header (422 when malformed).
  if (authenticated || takesInput) statuses.push(422);
  if (operation[X_RATE_LIMIT] !== undefined || typeof operation[X_TOKEN_SCOPE] === 'string') statuses.push(429);
  return statuses;
}

/** The zod schema as the routes' reply schemas are converted (fastify-type-provider-zod, output). */
function replyJsonSchema(schema: z.ZodType, openapiObject: OpenApiObject): JsonObject {
  const converted = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url: '/',
    route: {},
    openapiObject,
  } as unknown as TransformInput);
  return (converted.schema as { response: Record<string, JsonObject> }).response['200']!;
}

function webhooksObject(openapiObject: OpenApiObject): JsonObject {
  const headers = {
    [WEBHOOK_HEADERS.signature]: {
      required: true,
      description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the webhook secret>`',
      schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}' },
    },
    [WEBHOOK_HEADERS.event]: {
      required: true,
      description: 'The event, as in the body.',
      schema: { type: 'string', enum: [...WEBHOOK_DELIVERY_EVENTS] },
    },
    [WEBHOOK_HEADERS.delivery]: {
      required: true,
      description: "The delivery's uuid (the body's `id`).",
      schema: { type: 'string', format: 'uuid' },
    },
  };
  return Object.fromEntries(
    WEBHOOK_DELIVERY_EVENTS.map((event) => {
      const envelope = webhookEnvelopeSchema.extend({ event: z.literal(event), data: WEBHOOK_EVENT_PAYLOAD_SCHEMAS[event] });
      return [
        event,
        {
          post: {
            summary: event,
            description: WEBHOOK_EVENT_DESCRIPTIONS[event],
            tags: ['webhooks'],
            operationId: `webhook_${event.replace(/\W+/g, '_')}`,
            parameters: Object.entries(headers).map(([name, header]) => ({ name, in: 'header', ...header })),
            requestBody: {
              required: true,
              content: { 'application/json': { schema: replyJsonSchema(envelope, openapiObject) } },
            },
            responses: { '2XX': { description: 'Delivered: any 2xx reply within the time-out.' } },
          },
        },
      ];
    }),
  );
}

/** How a receiver checks a delivery (also in the page's recipe). */
export const WEBHOOK_VERIFICATION = {
  'signature-header': WEBHOOK_HEADERS.signature,
  'signed-payload': '<t>.<raw body>',
  algorithm: 'HMAC-SHA256, hex, keyed by the webhook secret (whsec_…)',
  'replay-window-seconds': WEBHOOK_REPLAY_WINDOW_SECONDS,
  'timeout-ms': WEBHOOK_TIMEOUT_MS,
  'retry-hours': WEBHOOK_RETRY_HOURS,
} as const;

const AUTH_DESCRIPTION = [
  `A personal access token: \`Authorization: Bearer ${API_TOKEN_PREFIX}…\` (user menu → API tokens). A token acts as its user in the`,
  'workspace it was made in, with that user’s role, within its scopes: `<area>:read` (GET) and `<area>:write` (every other',
  'method; write implies read). Each operation names the scope it needs in `x-kanri-token-scope` (null: sessions only).',
  `The optional \`${WORKSPACE_HEADER_NAME}\` header selects the workspace (absent: the default one). The web app's sign-in`,
  '`access_token` is accepted as well.',
].join(' ');

/**
 * The plugin's `transformObject`: the shared components (failure envelope and replies, the
 * workspace header), each operation's failure replies and header, the tags, and the webhooks.
 */
export function completeDocument(openapiObject: OpenApiObject): OpenApiObject {
  const document = openapiObject as JsonObject & {
    components?: JsonObject & {
      schemas?: JsonObject;
      responses?: JsonObject;
      parameters?: JsonObject;
      securitySchemes?: JsonObject;
    };
    paths?: Record<string, Record<string, Operation>>;
  };
  const components = { ...document.components };
  components.schemas = { ...components.schemas, [ERROR_SCHEMA]: replyJsonSchema(errorReplySchema, openapiObject) };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([status, response]) => {
        const reply: JsonObject = {
          description: response.description,
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
              example: ERROR_EXAMPLES[Number(status) as ErrorStatus],
            },
          },
        };
        if (status === '429') {
          reply.headers = {
            'Retry-After': { description: 'Seconds to wait before the next request.', schema: { type: 'integer', minimum: 0 } },
          };
        }
        return [response.name, reply];
      }),
    ),
  };
  components.parameters = {
    ...components.parameters,
    WorkspaceId: {
      name: WORKSPACE_HEADER_NAME,
      in: 'header',
      required: false,
      description:
        "The workspace to act in (absent: the caller's default workspace). A malformed value is a 422; a workspace the caller is not an active member of is a 403.",
      schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  };
  components.securitySchemes = {
    ...components.securitySchemes,
    [SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: `${API_TOKEN_PREFIX}…`, description: AUTH_DESCRIPTION },
  };

  const tags: string[] = [];
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const nextItem: Record<string, Operation> = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses: Record<string, unknown> = { ...operation.responses };
      for (const status of errorStatusesOf(operation)) {
        responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
      const next: Operation = { ...operation, responses };
      if (operation[X_AUTH] === 'bearer') {
        next.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/WorkspaceId' }];
      }
      for (const tag of operation.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
      nextItem[method] = next;
    }
    paths[path] = nextItem;
  }

  return {
    ...document,
    tags: tags.map((name) => ({ name })),
    components,
    paths,
    webhooks: webhooksObject(openapiObject),
    'x-kanri-webhook-verification': WEBHOOK_VERIFICATION,
  };
}
