import { AUTH_MESSAGES, isAllowed, type Permission, type Role } from '@kanri/contracts';
import { accessOfMethod, API_TOKEN_MESSAGES, permissionArea, scopesAllow } from '@kanri/contracts/api-tokens';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { httpErrors } from '../../lib/http-errors.js';
import { AUTH_CHANNEL, SessionCache } from '../../auth/session-cache.js';
import { TokenRateLimiter } from '../../auth/token-rate-limit.js';
import { listenTo } from '../../db/listener.js';
import {
  findActiveSession,
  findActiveSessionInWorkspace,
  idleSince,
  touchSession,
  type SessionInWorkspace,
  type SessionRow,
} from '../../services/sessions.js';
import type { UserRow } from '../../services/users.js';
import { findActiveApiToken, isApiToken, touchApiToken, type ApiTokenRow } from '../../services/api-tokens.js';

/** Who is calling, and in which workspace (`workspace_id` header, else their default workspace). */
export interface RequestAuth {
  user: UserRow;
  /** How the caller authenticated: a signed-in session, or a personal access token (`kanri_pat_…`). */
  via: 'session' | 'token';
  /** The session of a signed-in caller; null for a token (use `requireSession` where one is needed). */
  session: SessionRow | null;
  /** The personal access token of a token caller (its workspace is `workspaceId`); null for a session. */
  apiToken: ApiTokenRow | null;
  workspaceId: number;
  /** The role of the user's membership in that workspace. */
  role: Role;
  roleId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route hook (preValidation): 401 without a live session or token, 422/403 for a malformed or
     * foreign `workspace_id`; for a personal access token also 429 over its rate and 403 for a
     * route outside its scopes (or outside every area).
     */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /**
     * Forgets this process's cached sessions of a user at once (after a committed change of their
     * membership); the other processes forget them on the trigger's notice (migration 0007).
     */
    forgetSessionsOf: (userId: number) => void;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** The action of the permission matrix this route performs; implies authentication. */
    permission?: Permission;
    /**
     * `'any'`: personal access tokens may call this route whatever their scopes (GET /user, "who
     * am I"). Otherwise a token needs the scope of the permission's area (src/plugins/app/auth.ts).
     */
    apiTokens?: 'any';
  }
}

export const WORKSPACE_HEADER = 'workspace_id';
export const WORKSPACE_HEADER_INVALID = 'The workspace_id header must be a positive integer.';

export interface AuthPluginOptions {
  config: Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionAbsoluteDays' | 'sessionCacheSeconds' | 'apiTokenRateLimitMax'>;
}

/** The cache's listening connection in pg_stat_activity. */
export const AUTH_LISTENER_APPLICATION_NAME = 'kanri-auth-cache';

/**
 * Bearer-token sessions and the permission matrix. A route signs callers in with
 * `preValidation: app.authenticate`, or declares `config: { permission }`, which authenticates and
 * then answers 403 unless the caller's role in the current workspace may do that action. Both run
 * before body validation: a caller without rights learns nothing about what a valid body is.
 *
 * A bearer starting `kanri_pat_` is a personal access token (src/services/api-tokens.ts): it acts
 * as its user in its own workspace only (a `workspace_id` header naming another is a 403), with the
 * user's membership and role as they are at this request (never cached), within its scopes: the
 * route's area comes from its permission's namespace (`permissionArea`), read or write from the
 * method (GET/HEAD read). Routes without a permission, or outside every area (sign-in, sessions,
 * profile, token management, workspaces, settings), answer 403 unless marked `apiTokens: 'any'`.
 * Each token may make `apiTokenRateLimitMax` requests a minute (per process; 429 + Retry-After).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (api, { config }) => {
    const cache = new SessionCache<SessionInWorkspace>(config.sessionCacheSeconds * 1000);
    if (config.sessionCacheSeconds > 0) {
      const listener = await listenTo({
        pool: api.dbPool,
        channel: AUTH_CHANNEL,
        applicationName: AUTH_LISTENER_APPLICATION_NAME,
        onMessage: (notice) => cache.evict(notice),
        onLost: () => cache.setListening(false),
        onResync: () => cache.setListening(true),
        log: api.log,
      });
      cache.setListening(true);
      api.addHook('onClose', () => listener.close());
    }

    /** The session in the workspace asked for: from the cache when it holds a live answer. */
    const sessionInWorkspace = async (token: string, workspaceId: number | undefined) => {
      const key = `${workspaceId ?? 'default'} ${token}`;
      const cached = cache.get(key, idleSince(config));
      if (cached) return cached;
      const generation = cache.begin();
      const found = await findActiveSessionInWorkspace(api.db, token, config, workspaceId);
      if (found?.membership?.status === 'active') cache.store(key, found, generation);
      return found;
    };

    const tokenLimiter = new TokenRateLimiter(config.apiTokenRateLimitMax);

    const authenticateApiToken = async (request: FastifyRequest, reply: FastifyReply | undefined, token: string) => {
      const found = await findActiveApiToken(api.db, token);
      if (!found) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
      const { apiToken, membership, user } = found;
      const { limit, remaining, resetSeconds, retryAfter } = tokenLimiter.hit(apiToken.id);
      reply?.header('x-ratelimit-limit', String(limit));
      reply?.header('x-ratelimit-remaining', String(remaining));
      reply?.header('x-ratelimit-reset', String(resetSeconds));
      if (retryAfter > 0) {
        reply?.header('retry-after', String(retryAfter));
        throw httpErrors.tooManyRequests(API_TOKEN_MESSAGES.rateLimited(retryAfter));
      }
      const headerWorkspaceId = parseWorkspaceHeader(request.headers[WORKSPACE_HEADER]);
      if (headerWorkspaceId !== undefined && headerWorkspaceId !== apiToken.workspaceId) {
        throw httpErrors.forbidden(API_TOKEN_MESSAGES.otherWorkspace);
      }
      if (membership?.status !== 'active') throw httpErrors.forbidden(AUTH_MESSAGES.notWorkspaceMember);
      const refusal = tokenRouteRefusal(request.method, request.routeOptions.config, apiToken.scopes);
      if (refusal) throw httpErrors.forbidden(refusal);
      await touchApiToken(api.db, apiToken);
      request.auth = {
        via: 'token',
        session: null,
        apiToken,
        user,
        workspaceId: membership.workspaceId,
        role: membership.role,
        roleId: membership.roleId,
      };
    };

    const authenticate = async (request: FastifyRequest, reply?: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
      if (isApiToken(token)) return authenticateApiToken(request, reply, token);
      let headerWorkspaceId: number | undefined;
      try {
        headerWorkspaceId = parseWorkspaceHeader(request.headers[WORKSPACE_HEADER]);
      } catch (headerError) {
        // A bad token is reported before a bad header.
        if (!(await findActiveSession(api.db, token, config))) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
        throw headerError;
      }
      const found = await sessionInWorkspace(token, headerWorkspaceId);
      if (!found) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
      const { membership, session, user } = found;
      if (membership?.status !== 'active') throw httpErrors.forbidden(AUTH_MESSAGES.notWorkspaceMember);
      await touchSession(api.db, session);
      request.auth = {
        via: 'session',
        session,
        apiToken: null,
        user,
        workspaceId: membership.workspaceId,
        role: membership.role,
        roleId: membership.roleId,
      };
    };

    const authorize = (permission: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.auth) await authenticate(request, reply);
      if (!isAllowed(requireAuth(request).role, permission)) throw httpErrors.forbidden(AUTH_MESSAGES.forbidden);
    };

    api.decorate('authenticate', authenticate);
    api.decorate('forgetSessionsOf', (userId: number) => cache.evict(String(userId)));
    api.decorateRequest('auth', null);
    api.addHook('onRoute', (route: RouteOptions) => {
      const permission = route.config?.permission;
      if (permission) route.preValidation = [...asArray(route.preValidation), authorize(permission)];
    });
  },
  { name: 'kanri-auth', dependencies: ['kanri-database'] },
);

/** The signed-in caller of a route behind `app.authenticate` or a permission. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.auth;
}

/** The session of a signed-in caller; 403 for a personal access token (sign-out, sessions, password). */
export function requireSession(auth: RequestAuth): SessionRow {
  if (!auth.session) throw httpErrors.forbidden(API_TOKEN_MESSAGES.sessionOnly);
  return auth.session;
}

/**
 * Why a personal access token with `scopes` may not call a route (its config and method), or
 * undefined when it may. The permission matrix run with tokens derives its expectations from it.
 */
export function tokenRouteRefusal(
  method: string,
  routeConfig: { permission?: Permission; apiTokens?: 'any' } | undefined,
  scopes: readonly string[],
): string | undefined {
  if (routeConfig?.apiTokens === 'any') return undefined;
  const area = routeConfig?.permission ? permissionArea(routeConfig.permission) : null;
  if (!area) return API_TOKEN_MESSAGES.sessionOnly;
  const access = accessOfMethod(method);
  return scopesAllow(scopes, area, access) ? undefined : API_TOKEN_MESSAGES.scopeMissing(`${area}:${access}`);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The header's workspace id; undefined when absent (the default workspace applies). */
function parseWorkspaceHeader(value: string | string[] | undefined): number | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === undefined || text === '') return undefined;
  const id = typeof text === 'string' && /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw httpErrors.unprocessable({ [WORKSPACE_HEADER]: [WORKSPACE_HEADER_INVALID] });
  }
  return id;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** OpenAPI `security` of the routes that need a sign-in. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
