/**
 * The chat case's clients: WebSockets as a browser tab opens them (the bearer token as a
 * subprotocol, contracts `realtime-constants.ts`) and the POSTs of the senders. One Node process
 * holds every socket: each frame is checked for a `chat.message` `created` by its bytes, and only
 * the client_id is read from it.
 */
import path from 'node:path';
import { REALTIME_PATH, REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX } from '@kanri/contracts';
import { BENCH_WORKSPACE_ID, sessionHeaders } from '../seed/workspace-seeder';

/** The part of a `ws` client the bench uses (`ws` ships no types). */
export interface WsClient {
  readonly readyState: number;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: { destroy(): void }, response: { statusCode?: number }) => void): void;
  close(): void;
  terminate(): void;
}
type WsClientClass = new (
  url: string,
  protocols: string[],
  options: { perMessageDeflate: boolean; handshakeTimeout: number },
) => WsClient;

let loaded: unknown;

/**
 * Node 20 has no global WebSocket and `ws` is no dependency of the bench: the copy the API's
 * @fastify/websocket uses (the same as the API's own realtime tests). Its module is the client class,
 * with the server class as a property.
 */
export function wsModule(): unknown {
  if (loaded) return loaded;
  const api = path.dirname(require.resolve('@kanri/api'));
  const plugin = path.dirname(require.resolve('@fastify/websocket', { paths: [api] }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time next to the API's plugin
  loaded = require(require.resolve('ws', { paths: [plugin] }));
  return loaded;
}

const webSocketClass = () => wsModule() as WsClientClass;

export function realtimeUrl(baseUrl: string): string {
  const url = new URL(`/api/v1${REALTIME_PATH}`, baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('workspace_id', String(BENCH_WORKSPACE_ID));
  return url.toString();
}

const READY = Buffer.from('"type":"ready"');

/**
 * Opens a socket for `token` and resolves once the server's `ready` arrived; every later frame goes
 * to `onFrame` with the time it was read (performance.now()).
 */
export function connect(
  baseUrl: string,
  token: string,
  onFrame: (frame: Buffer, atMs: number) => void,
  onClose: (code: number) => void,
): Promise<WsClient> {
  const WebSocket = webSocketClass();
  const socket = new WebSocket(realtimeUrl(baseUrl), [REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX + token], {
    perMessageDeflate: false,
    handshakeTimeout: 30_000,
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    socket.on('message', (data) => {
      const atMs = performance.now();
      if (ready) return onFrame(data, atMs);
      if (data.indexOf(READY) >= 0) {
        ready = true;
        resolve(socket);
      }
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`The realtime upgrade was refused with HTTP ${response.statusCode}`));
    });
    socket.on('close', (code) => {
      if (!ready) reject(new Error(`The socket closed (${code}) before "ready"`));
      else onClose(code);
    });
  });
}

/** A JSON request of a member in the bench workspace; the reply's `data` (throws on a failure). */
export async function apiRequest<T>(
  baseUrl: string,
  token: string,
  method: 'POST' | 'GET',
  url: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...sessionHeaders(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** POST /chat/messages/store; true when the API stored it (2xx). The body is read and dropped. */
export async function postMessage(
  baseUrl: string,
  token: string,
  message: { conversation_id: number; client_id: string; body: string },
): Promise<{ ok: boolean; status: number; error?: string }> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/chat/messages/store`, {
      method: 'POST',
      headers: { ...sessionHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return response.ok
      ? { ok: true, status: response.status }
      : { ok: false, status: response.status, error: text.slice(0, 300) };
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}
