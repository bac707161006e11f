import type { RealtimeMessage, TaskEvent, TimeEntryEvent } from '@kanri/contracts';
import type { ChatRealtimeMessage } from '@kanri/contracts/chat';
import type { HrRealtimeMessage } from '@kanri/contracts/hr';
import {
  REALTIME_CLOSE_CODES,
  REALTIME_PATH,
  REALTIME_PING_SECONDS,
  REALTIME_PROTOCOL,
  REALTIME_TOKEN_PREFIX,
} from '@kanri/contracts/constants';
import { API_CLIENT_ID, apiBaseUrl } from './http';
import { dispatchPresenceEvent, presenceSocketClosed, presenceSocketOpened, watchIdle, type IdleWatchOptions } from './presence';

type TaskEventListener = (event: TaskEvent) => void;
type TimeEntryEventListener = (event: TimeEntryEvent) => void;

const taskListeners = new Set<TaskEventListener>();
const timeEntryListeners = new Set<TimeEntryEventListener>();
type NotificationEventListener = (event: HrRealtimeMessage) => void;
const notificationListeners = new Set<NotificationEventListener>();

type ChatEventListener = (event: ChatRealtimeMessage) => void;
const chatListeners = new Set<ChatEventListener>();

function subscribe<Listener>(set: Set<Listener>, listener: Listener): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/**
 * Live task events of the current workspace made by OTHER tabs and people (a tab's own changes are
 * already in its cache). Returns the unsubscribe function.
 */
export function onRealtimeEvent(listener: TaskEventListener): () => void {
  return subscribe(taskListeners, listener);
}

/**
 * Live changes of the signed-in user's own time entries in the current workspace (`time_entry.changed`:
 * a timer started, paused, resumed or stopped, an entry added, edited or deleted) made on OTHER tabs
 * and devices; the server sends them only to the entry owner's connections. Returns the unsubscribe
 * function.
 */
export function onTimeEntryEvent(listener: TimeEntryEventListener): () => void {
  return subscribe(timeEntryListeners, listener);
}

/**
 * The signed-in user's notification events in the current workspace (`notification.created` with
 * the new notification and the unread count, `notifications.changed` when they were read or
 * deleted on another tab or device); the server sends them only to the recipient's connections.
 * Returns the unsubscribe function.
 */
export function onNotificationEvent(listener: NotificationEventListener): () => void {
  return subscribe(notificationListeners, listener);
}

/**
 * The chat events of the current workspace (`chat.message`, `chat.conversation`, `chat.read`,
 * `chat.typing`; contracts `@kanri/contracts/chat`), the tab's own included: the chat page merges
 * them by id. Returns the unsubscribe function.
 */
export function onChatEvent(listener: ChatEventListener): () => void {
  return subscribe(chatListeners, listener);
}

/** `idle`: no connection was started in this tab (no session, or no WebSocket). */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

type StatusListener = (status: RealtimeStatus, resync: boolean) => void;
const statusListeners = new Set<StatusListener>();
let currentStatus: RealtimeStatus = 'idle';
/** The socket whose `ready` arrived, while it stays open: `sendRealtime` writes to it. */
let liveSocket: Pick<WebSocket, 'send'> | null = null;

/**
 * The tab's connection status as it changes: `open` (with `resync` true after a reconnection:
 * fetch what was missed), `connecting`, `closed`. Returns the unsubscribe function.
 */
export function onRealtimeStatus(listener: StatusListener): () => void {
  return subscribe(statusListeners, listener);
}

/** The tab's connection status now. */
export function realtimeStatus(): RealtimeStatus {
  return currentStatus;
}

/**
 * Sends a client message (the chat typing report) on the open connection; false when there is
 * none (nothing is queued: such messages are ephemeral).
 */
export function sendRealtime(message: object): boolean {
  if (!liveSocket) return false;
  try {
    liveSocket.send(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}

function publishStatus(status: RealtimeStatus, resync = false) {
  currentStatus = status;
  for (const listener of [...statusListeners]) listener(status, resync);
}

export interface RealtimeOptions {
  token: string;
  workspaceId: number;
  /** After a reconnection: refetch what may have been missed while disconnected. */
  onResync?: () => void;
  onStatusChange?: (status: RealtimeStatus) => void;
  /** For tests. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  /** For tests: where relative API bases resolve (defaults to the page's location). */
  baseHref?: string;
  /** Report the tab away after PRESENCE_IDLE_MINUTES without input, online at the next (presence.ts). */
  watchIdle?: boolean | IdleWatchOptions;
}

/** Reconnection delays: 1 s doubling to 30 s, with ±20 % jitter so replicas are not hit in step. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + random() * 0.4));
}

/** `ws(s)://…/api/v1/realtime?workspace_id=N` from the API base (relative bases follow the page). */
export function realtimeUrl(workspaceId: number, baseHref = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(`${apiBaseUrl()}${REALTIME_PATH}`, baseHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('workspace_id', String(workspaceId));
  return url.toString();
}

function isTaskEvent(message: RealtimeMessage): message is TaskEvent {
  return message.type.startsWith('task.');
}

function isTimeEntryEvent(message: RealtimeMessage): message is TimeEntryEvent {
  return message.type === 'time_entry.changed';
}

function isNotificationEvent(message: RealtimeMessage): message is HrRealtimeMessage {
  return message.type === 'notification.created' || message.type === 'notifications.changed';
}

function isChatEvent(message: RealtimeMessage | ChatRealtimeMessage): message is ChatRealtimeMessage {
  return message.type.startsWith('chat.');
}

/** Hands an event of the connection's workspace to its listeners (chat first, then the rest). */
function dispatchAny(message: RealtimeMessage | ChatRealtimeMessage, workspaceId: number) {
  if (!isChatEvent(message)) dispatch(message, workspaceId);
  else if (message.workspace_id === workspaceId) for (const listener of [...chatListeners]) listener(message);
}

/** Hands an event of the connection's workspace made elsewhere to its listeners; anything else is dropped. */
function dispatch(message: RealtimeMessage, workspaceId: number) {
  const elsewhere = (event: TaskEvent | TimeEntryEvent) =>
    event.workspace_id === workspaceId && event.client_id !== API_CLIENT_ID;
  if (isTaskEvent(message)) {
    if (elsewhere(message)) for (const listener of [...taskListeners]) listener(message);
  } else if (isTimeEntryEvent(message)) {
    if (elsewhere(message)) for (const listener of [...timeEntryListeners]) listener(message);
  } else if (message.type === 'presence.changed') {
    dispatchPresenceEvent(message, workspaceId);
  } else if (isNotificationEvent(message)) {
    if (message.workspace_id === workspaceId) for (const listener of [...notificationListeners]) listener(message);
  }
}

/**
 * One live connection for the signed-in tab. Reconnects with back-off (and at once when the browser
 * comes back online), calls `onResync` after every reconnection, and stops for good when the server
 * closes with 4401/4403 (the session or membership is gone). Returns the function that closes it.
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  const createSocket = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (status: RealtimeStatus, resync = false) => {
    options.onStatusChange?.(status);
    publishStatus(status, resync);
  };

  const watchSilence = () => {
    clearTimeout(silenceTimer);
    // Two missed pings: the connection is dead even if the browser has not noticed.
    silenceTimer = setTimeout(() => socket?.close(), 2 * REALTIME_PING_SECONDS * 1000 + 5_000);
  };

  const scheduleRetry = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, reconnectDelayMs(attempt));
    attempt += 1;
  };

  function open() {
    if (stopped) return;
    setStatus('connecting');
    let current: WebSocket;
    try {
      current = createSocket(realtimeUrl(options.workspaceId, options.baseHref), [
        REALTIME_PROTOCOL,
        `${REALTIME_TOKEN_PREFIX}${options.token}`,
      ]);
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    current.onmessage = (message) => {
      if (socket !== current) return;
      watchSilence();
      let parsed: RealtimeMessage | ChatRealtimeMessage;
      try {
        parsed = JSON.parse(String(message.data)) as RealtimeMessage | ChatRealtimeMessage;
      } catch {
        return;
      }
      if (typeof parsed !== 'object' || parsed === null || typeof parsed.type !== 'string') return;
      if (parsed.type === 'ready') {
        attempt = 0;
        presenceSocketOpened(current);
        liveSocket = current;
        setStatus('open', everOpened);
        if (everOpened) options.onResync?.();
        everOpened = true;
        return;
      }
      dispatchAny(parsed, options.workspaceId);
    };
    current.onclose = (event) => {
      presenceSocketClosed(current);
      if (liveSocket === current) liveSocket = null;
      if (socket !== current) return;
      socket = null;
      clearTimeout(silenceTimer);
      setStatus('closed');
      if (event.code === REALTIME_CLOSE_CODES.unauthorized || event.code === REALTIME_CLOSE_CODES.forbidden) {
        stopped = true;
        return;
      }
      scheduleRetry();
    };
    watchSilence();
  }

  const reconnectNow = () => {
    if (stopped || socket) return;
    attempt = 0;
    clearTimeout(retryTimer);
    open();
  };
  globalThis.addEventListener?.('online', reconnectNow);
  const stopWatchingIdle = options.watchIdle ? watchIdle(options.watchIdle === true ? {} : options.watchIdle) : undefined;

  open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    globalThis.removeEventListener?.('online', reconnectNow);
    stopWatchingIdle?.();
    const closing = socket;
    socket = null;
    if (closing) presenceSocketClosed(closing);
    if (closing && liveSocket === closing) liveSocket = null;
    closing?.close(1000);
    // Closed on purpose (sign-out, another workspace): no connection runs, nothing is down.
    setStatus('idle');
  };
}
