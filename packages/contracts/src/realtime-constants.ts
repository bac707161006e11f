/**
 * Live updates (ARCHITECTURE §4 "Real time"): one WebSocket per signed-in tab at
 * `{API base}/realtime?workspace_id={id}`. Browsers cannot set headers on a WebSocket, so the
 * bearer token travels as a subprotocol: `new WebSocket(url, [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token])`.
 * The server checks the token, the membership and the Origin before the upgrade (401/403 then), and
 * answers with REALTIME_PROTOCOL. Messages are JSON text frames, server to client, except the
 * tab's own presence report (`presenceReportSchema`: idle → away, active again → online).
 */
export const REALTIME_PATH = '/realtime';
export const REALTIME_PROTOCOL = 'kanri.v1';
export const REALTIME_TOKEN_PREFIX = 'kanri.bearer.';
/**
 * Sent with every HTTP request by the api-client (one random id per page load) and echoed in the
 * events it causes, so a tab can skip the echo of its own changes.
 */
export const CLIENT_ID_HEADER = 'x-kanri-client';
export const CLIENT_ID_MAX_LENGTH = 64;

/** Close codes: the session ended or the membership is gone (do not reconnect without signing in again). */
export const REALTIME_CLOSE_CODES = { unauthorized: 4401, forbidden: 4403 } as const;

/** Seconds between the server's pings; a client that hears nothing for two of them reconnects. */
export const REALTIME_PING_SECONDS = 25;

/**
 * A member's presence from their live connections (the Team Members screen, the dashboard, chat):
 * `busy` is set by the member (chat) and shows while they have a live connection.
 */
export const PRESENCE_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
/** Minutes without input after which a tab reports itself idle (the member shows away). */
export const PRESENCE_IDLE_MINUTES = 10;
