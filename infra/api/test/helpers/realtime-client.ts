import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
  type RealtimeMessage,
  type TaskEvent,
  type TimeEntryEvent,
} from '@kanri/contracts';
import { eventually } from './eventually.js';

/** The part of a `ws` client socket the tests use (`ws` ships no types and @types/ws is not installed). */
interface WsClient {
  readonly protocol: string;
  readonly readyState: number;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: { destroy(): void }, response: IncomingMessage) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
type WsClientClass = new (url: string, protocols: string[], options: { origin?: string; autoPong?: boolean }) => WsClient;

/**
 * Node 20 has no global WebSocket and `ws` is no direct dependency of the API: use the copy
 * @fastify/websocket depends on.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebSocket: WsClientClass = require(require.resolve('ws', { paths: [path.dirname(require.resolve('@fastify/websocket'))] }));

export interface RealtimeTarget {
  /** `http://127.0.0.1:<port>` of a listening app. */
  baseUrl: string;
  /** Where the API is mounted on it (default `/api/v1`). */
  apiPath?: string;
}

export interface ConnectOptions {
  token?: string | undefined;
  workspaceId?: number | string;
  /** The Origin header (none by default, as from a non-browser client). */
  origin?: string;
  /** Subprotocols instead of `[REALTIME_PROTOCOL, prefix + token]`. */
  protocols?: string[];
  /** false: leave the server's pings unanswered, like a vanished client. */
  autoPong?: boolean;
}

export interface LiveSocket {
  readonly protocol: string;
  /** Every message received so far, pings included. */
  readonly messages: RealtimeMessage[];
  /** The task events received so far. */
  events(): TaskEvent[];
  /** Waits for the `count`-th task event (1-based) and returns it. */
  event(count: number): Promise<TaskEvent>;
  /** The time-entry events received so far. */
  timeEvents(): TimeEntryEvent[];
  /** Waits for the `count`-th time-entry event (1-based) and returns it. */
  timeEvent(count: number): Promise<TimeEntryEvent>;
  /** Resolves with the close code and reason once the socket closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Sends a message as JSON (the client's presence report). */
  send(message: unknown): void;
  close(): void;
}

/** Starts listening on a free local port (once per app) and returns its base URL. */

function socketUrl(target: RealtimeTarget, workspaceId: number | string | undefined): string {
  const url = new URL(`${target.apiPath ?? '/api/v1'}${REALTIME_PATH}`, target.baseUrl.replace(/^http/, 'ws'));
  if (workspaceId !== undefined) url.searchParams.set('workspace_id', String(workspaceId));
  return url.toString();
}

function open(target: RealtimeTarget, options: ConnectOptions): WsClient {
  const protocols = options.protocols ?? [REALTIME_PROTOCOL, ...(options.token ? [REALTIME_TOKEN_PREFIX + options.token] : [])];
  return new WebSocket(socketUrl(target, options.workspaceId), protocols, {
    ...(options.origin && { origin: options.origin }),
    autoPong: options.autoPong ?? true,
  });
}

/** An accepted connection, once its `ready` message arrived. */
export async function connectLive(target: RealtimeTarget, options: ConnectOptions): Promise<LiveSocket> {
  const socket = open(target, options);
  const messages: RealtimeMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as RealtimeMessage));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`Refused with ${response.statusCode}`));
    });
  });
  const events = () => messages.filter((message): message is TaskEvent => message.type.startsWith('task.'));
  const timeEvents = () => messages.filter((message): message is TimeEntryEvent => message.type === 'time_entry.changed');
  await eventually(() => expect(messages[0]).toEqual({ type: 'ready', workspace_id: Number(options.workspaceId) }));
  return {
    protocol: socket.protocol,
    messages,
    events,
    event: async (count) => {
      await eventually(() => expect(events().length).toBeGreaterThanOrEqual(count));
      return events()[count - 1]!;
    },
    timeEvents,
    timeEvent: async (count) => {
      await eventually(() => expect(timeEvents().length).toBeGreaterThanOrEqual(count));
      return timeEvents()[count - 1]!;
    },
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}

/** The HTTP status and failure body of a refused upgrade. */
export function refusedUpgrade(
  target: RealtimeTarget,
  options: ConnectOptions,
): Promise<{ status: number; body: { error: boolean; message: string; errors?: Record<string, string[]> } }> {
  const socket = open(target, options);
  return new Promise((resolve, reject) => {
    socket.on('open', () => {
      socket.terminate();
      reject(new Error('The connection was accepted'));
    });
    socket.on('error', () => undefined);
    socket.on('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
  });
}

/** The sockets one test opens, all closed after it: `afterEach(() => pool.closeAll())`. */
export function socketPool() {
  const sockets: LiveSocket[] = [];
  return {
    async connect(target: RealtimeTarget, options: ConnectOptions): Promise<LiveSocket> {
      const socket = await connectLive(target, options);
      sockets.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}
