import { AUTH_MESSAGES, REALTIME_PATH, REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX } from '@kanri/contracts';
import { API_TOKEN_MESSAGES } from '@kanri/contracts/api-tokens';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, httpErrors } from '../../lib/http-errors.js';
import { requireAuth } from '../../plugins/app/auth.js';
import type { RealtimeSocket } from '../../realtime/hub.js';
import { isApiToken } from '../../services/api-tokens.js';
import { findActiveSession, touchSession } from '../../services/sessions.js';
import { findMembership } from '../../services/users.js';

export const REALTIME_MESSAGES = {
  notWebSocket: 'Open this address as a WebSocket.',
  protocolMissing: `Ask for the ${REALTIME_PROTOCOL} subprotocol.`,
  originRefused: 'Live updates cannot be opened from this site.',
  workspaceInvalid: 'The workspace_id parameter must be a positive integer.',
  tooManyConnections: 'Too many live connections are open for this account. Close some tabs and try again.',
} as const;

/** Close code when a connection over the per-user cap slipped through (two opened at once). */
const TRY_AGAIN_LATER = 1013;

/**
 * GET /realtime?workspace_id={id} (contracts `realtime.ts`): live task events of one workspace.
 * The token, membership, Origin and per-user cap are checked before the upgrade, so a refused
 * connection gets a plain HTTP 401/403/422/429 in the failure envelope.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const config = app.config;
  const allowedOrigins = new Set([new URL(config.publicUrl).origin, ...config.realtimeAllowedOrigins]);

  const admit = async (request: FastifyRequest) => {
    if (!request.ws) throw new HttpError(426, REALTIME_MESSAGES.notWebSocket);
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin) && !isSameHost(origin, request.headers.host)) {
      throw httpErrors.forbidden(REALTIME_MESSAGES.originRefused);
    }
    const { token, offersProtocol } = readProtocols(request.headers['sec-websocket-protocol']);
    if (token && isApiToken(token)) throw httpErrors.forbidden(API_TOKEN_MESSAGES.sessionOnly);
    const found = token ? await findActiveSession(app.db, token, config) : undefined;
    if (!found) throw httpErrors.unauthorized(AUTH_MESSAGES.unauthenticated);
    if (!offersProtocol) throw httpErrors.badRequest(REALTIME_MESSAGES.protocolMissing);
    const workspaceId = parseWorkspaceId((request.query as Record<string, unknown>).workspace_id);
    const membership = await findMembership(app.db, found.user.id, workspaceId);
    if (membership?.status !== 'active') throw httpErrors.forbidden(AUTH_MESSAGES.notWorkspaceMember);
    if (app.realtime.connectionsOf(found.user.id) >= config.realtimeMaxConnectionsPerUser) {
      throw httpErrors.tooManyRequests(REALTIME_MESSAGES.tooManyConnections);
    }
    await touchSession(app.db, found.session);
    request.auth = { ...found, via: 'session', apiToken: null, workspaceId, role: membership.role, roleId: membership.roleId };
  };

  app.get(REALTIME_PATH, { websocket: true, preValidation: admit }, (socket: RealtimeSocket, request) => {
    const auth = requireAuth(request);
    if (app.realtime.connectionsOf(auth.user.id) >= config.realtimeMaxConnectionsPerUser) {
      socket.close(TRY_AGAIN_LATER, REALTIME_MESSAGES.tooManyConnections);
      return;
    }
    const { token } = readProtocols(request.headers['sec-websocket-protocol']);
    app.realtime.accept(socket, { userId: auth.user.id, workspaceId: auth.workspaceId, token: token! });
  });
};

/**
 * A page served by the host the socket is opened on (the app opened at 127.0.0.1 or a LAN address
 * while PUBLIC_URL names localhost). The scheme is not compared: behind a TLS proxy the page is
 * https and the upgrade reaches us as http, with the same Host.
 */
function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The bearer token and whether REALTIME_PROTOCOL is offered, from `Sec-WebSocket-Protocol`. */
function readProtocols(header: string | undefined): { token: string | undefined; offersProtocol: boolean } {
  const protocols = (header ?? '').split(',').map((entry) => entry.trim());
  const tokenEntry = protocols.find((entry) => entry.startsWith(REALTIME_TOKEN_PREFIX));
  const token = tokenEntry?.slice(REALTIME_TOKEN_PREFIX.length);
  return { token: token || undefined, offersProtocol: protocols.includes(REALTIME_PROTOCOL) };
}

function parseWorkspaceId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw httpErrors.unprocessable({ workspace_id: [REALTIME_MESSAGES.workspaceInvalid] });
  }
  return id;
}
