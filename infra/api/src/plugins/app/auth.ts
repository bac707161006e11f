import { AUTH_MESSAGES, isAllowed, type Permission, type Role } from '@kanri/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { httpErrors } from '../../lib/http-errors.js';
import { AUTH_CHANNEL, SessionCache } from '../../auth/session-cache.js';
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

/** Who is calling, and in which workspace (`workspace_id` header, else their default workspace). */
export interface RequestAuth {
  user: UserRow;
  session: SessionRow;
  workspaceId: number;
  /** The role of the user's membership in that workspace. */
  role: Role;
  roleId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook (preValidation): 401 without a live session, 422/403 for a malformed or foreign `workspace_id`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
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
  }
}

export const WORKSPACE_HEADER = 'workspace_id';
export const WORKSPACE_HEADER_INVALID = 'The workspace_id header must be a positive integer.';

export interface AuthPluginOptions {
  config: Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionAbsoluteDays' | 'sessionCacheSeconds'>;
}

/** The cache's listening connection in pg_stat_activity. */
export const AUTH_LISTENER_APPLICATION_NAME = 'kanri-auth-cache';

/**
 * Bearer-token sessions and the permission matrix. A route signs callers in with
 * `preValidation: app.authenticate`, or declares `config: { permission }`, which authenticates and
 * then answers 403 unless the caller's role in the current workspace may do that action. Both run
 * before body validation: a caller without rights learns nothing about what a valid body is.
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

    const authenticate = async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
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
      request.auth = { session, user, workspaceId: membership.workspaceId, role: membership.role, roleId: membership.roleId };
    };

    const authorize = (permission: Permission) => async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
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
