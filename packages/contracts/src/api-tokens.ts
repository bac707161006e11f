/**
 * `@kanri/contracts/api-tokens`: personal access tokens for the public API (user menu → API
 * tokens; `GET|POST /api/v1/api-tokens`, `DELETE /api/v1/api-tokens/:id`). Not part of the main
 * entry: the shell's lazily loaded panel and the API import it.
 *
 * A token (`kanri_pat_` + 40 base62 characters) acts as its user in the one workspace it was made
 * in, with that user's current role there, and only within its scopes: per area `read` (GET and
 * HEAD) and `write` (every other method; write implies read). The area of a route is the
 * namespace of its permission (`tasks.update` → `projects`), so a new permission namespace must be
 * placed here (the type of `PERMISSION_AREAS` requires it). Routes outside every area (sign-in,
 * sessions, profile, tokens, workspaces, settings, webhooks, live updates) refuse tokens.
 */
import { z } from 'zod';
import { idParamsSchema, type Permission } from '@kanri/contracts';

/** Every token starts with this; the API tells a token from a session by it. */
export const API_TOKEN_PREFIX = 'kanri_pat_';
/** Random base62 characters after the prefix (≈ 238 bits). */
export const API_TOKEN_RANDOM_LENGTH = 40;
/** How much of the token is kept in clear to tell tokens apart in the list (prefix included). */
export const API_TOKEN_DISPLAY_LENGTH = 16;
export const API_TOKEN_NAME_MAX_LENGTH = 100;

export const API_TOKEN_AREAS = ['projects', 'time', 'collaboration', 'business', 'hr', 'search'] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];
export const API_TOKEN_ACCESS = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];
export type ApiTokenScope = `${ApiTokenArea}:${ApiTokenAccess}`;

/** What each area covers, and whether it has anything to write (search is read-only). */
export const API_TOKEN_AREA_INFO: Record<ApiTokenArea, { label: string; covers: string; writable: boolean }> = {
  projects: {
    label: 'Projects',
    covers: 'Projects, tasks, statuses, priorities, custom fields, tags, attachments, dashboard',
    writable: true,
  },
  time: { label: 'Time tracking', covers: 'Time entries, timers, reports and exports', writable: true },
  collaboration: { label: 'Collaboration', covers: 'Notes, todos, meetings and chat', writable: true },
  business: { label: 'Business', covers: 'Clients, invoices and the company profile', writable: true },
  hr: { label: 'Team & HR', covers: 'Team members, leave requests and notifications', writable: true },
  search: { label: 'Search', covers: 'Search, within the other areas this token may read', writable: false },
};

/** Every scope a token may hold, area by area (`projects:read`, `projects:write`...). */
export const API_TOKEN_SCOPES = API_TOKEN_AREAS.flatMap((area) =>
  API_TOKEN_ACCESS.filter((access) => access === 'read' || API_TOKEN_AREA_INFO[area].writable).map(
    (access) => `${area}:${access}` as ApiTokenScope,
  ),
) as readonly ApiTokenScope[];

type PermissionNamespace = Permission extends `${infer Namespace}.${string}` ? Namespace : never;

/**
 * The area of each permission namespace; null: routes of that namespace refuse tokens. Typed over
 * every namespace of the matrix, so adding one without placing it here does not compile.
 */
export const PERMISSION_AREAS: Record<PermissionNamespace, ApiTokenArea | null> = {
  projects: 'projects',
  statuses: 'projects',
  priorities: 'projects',
  tasks: 'projects',
  customFields: 'projects',
  comments: 'projects',
  taskMedia: 'projects',
  tags: 'projects',
  time: 'time',
  meetings: 'collaboration',
  todos: 'collaboration',
  notes: 'collaboration',
  chat: 'collaboration',
  clients: 'business',
  invoices: 'business',
  company: 'business',
  users: 'hr',
  leave: 'hr',
  notifications: 'hr',
  search: 'search',
  settings: null,
  workspaces: null,
  apiTokens: null,
  webhooks: null,
  audit: null,
};

/** The area a route's permission belongs to; null when tokens may not use it. */
export function permissionArea(permission: Permission): ApiTokenArea | null {
  const namespace = permission.slice(0, permission.indexOf('.')) as PermissionNamespace;
  return PERMISSION_AREAS[namespace] ?? null;
}

/** GET and HEAD read; every other method writes. */
export function accessOfMethod(method: string): ApiTokenAccess {
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD' ? 'read' : 'write';
}

/** Whether scopes grant `access` to `area` (write implies read). */
export function scopesAllow(scopes: readonly string[], area: ApiTokenArea, access: ApiTokenAccess): boolean {
  return scopes.includes(`${area}:write`) || (access === 'read' && scopes.includes(`${area}:read`));
}

/** Expiry choices of the create form: days, or null for a token that does not expire. */
export const API_TOKEN_EXPIRY_OPTIONS = [
  { value: '7d', label: '7 days', days: 7 },
  { value: '30d', label: '30 days', days: 30 },
  { value: '90d', label: '90 days', days: 90 },
  { value: '1y', label: '1 year', days: 365 },
  { value: 'never', label: 'No expiry', days: null },
] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRY_OPTIONS)[number]['value'];
export const API_TOKEN_DEFAULT_EXPIRY: ApiTokenExpiry = '30d';
const EXPIRY_VALUES = API_TOKEN_EXPIRY_OPTIONS.map((option) => option.value) as [ApiTokenExpiry, ...ApiTokenExpiry[]];

/** The days a choice lasts; null: no expiry. */
export function expiryDays(expiry: ApiTokenExpiry): number | null {
  return API_TOKEN_EXPIRY_OPTIONS.find((option) => option.value === expiry)?.days ?? null;
}

export const API_TOKEN_MESSAGES = {
  retrieved: 'API tokens retrieved successfully',
  created: 'API token created',
  revoked: 'API token revoked',
  notFound: 'This API token does not exist.',
  nameRequired: 'The name field is required.',
  nameTooLong: `The name may not be longer than ${API_TOKEN_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeInvalid: 'This scope does not exist.',
  expiryInvalid: 'Choose an expiry from the list.',
  /** A token sent to a route outside every area, or to the token routes themselves. */
  sessionOnly: 'This endpoint needs a signed-in session; API tokens cannot use it.',
  /** A token without the scope the route needs. */
  scopeMissing: (scope: string) => `This API token lacks the ${scope} scope.`,
  /** A token sent with a workspace_id header naming another workspace. */
  otherWorkspace: 'This API token belongs to another workspace.',
  rateLimited: (seconds: number) => `Too many requests with this API token. Try again in ${seconds} seconds.`,
} as const;

const scopeSchema = z.enum(API_TOKEN_SCOPES as [ApiTokenScope, ...ApiTokenScope[]], { error: API_TOKEN_MESSAGES.scopeInvalid });

/** POST /api-tokens. */
export const apiTokenCreateRequestSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(scopeSchema, { error: API_TOKEN_MESSAGES.scopesRequired })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
  expires_in: z.enum(EXPIRY_VALUES, { error: API_TOKEN_MESSAGES.expiryInvalid }).default(API_TOKEN_DEFAULT_EXPIRY),
});
export type ApiTokenCreateRequest = z.input<typeof apiTokenCreateRequestSchema>;

/** Revoked tokens leave the list; expired ones stay (marked) until revoked. */
export const API_TOKEN_STATES = ['active', 'expired'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

/** One of the caller's tokens in the current workspace (never the token itself). */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters (`kanri_pat_AbC…`), to tell it apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  state: z.enum(API_TOKEN_STATES),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** POST /api-tokens (201): the token, in clear this once. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** DELETE /api-tokens/:id. */
export const apiTokenIdParamsSchema = idParamsSchema;
