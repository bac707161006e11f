import { REALTIME_PROTOCOL, REALTIME_TOKEN_PREFIX, type TaskEvent, type TimeEntryEvent } from '@kanri/contracts';
import { API_CLIENT_ID } from './http';
import type { ChatRealtimeMessage } from '@kanri/contracts/chat';
import {
  connectRealtime,
  onChatEvent,
  onRealtimeEvent,
  onRealtimeStatus,
  onTimeEntryEvent,
  realtimeStatus,
  realtimeUrl,
  reconnectDelayMs,
  sendRealtime,
} from './realtime';

class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  close(code = 1006) {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.({ code });
  }
}

const event = (overrides: Partial<TaskEvent> = {}): TaskEvent => ({
  type: 'task.moved',
  workspace_id: 7,
  project_id: 3,
  task_id: 11,
  task: null,
  actor_id: 2,
  client_id: 'someone-else',
  at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const timeEvent = (overrides: Partial<TimeEntryEvent> = {}): TimeEntryEvent => ({
  type: 'time_entry.changed',
  action: 'started',
  workspace_id: 7,
  user_id: 1,
  entry_id: 21,
  entry: null,
  client_id: 'other-tab',
  at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

function connect(extra: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  return connectRealtime({
    token: 'secret-token',
    workspaceId: 7,
    baseHref: 'https://kanri.example/dashboard',
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
    ...extra,
  });
}

beforeEach(() => {
  FakeSocket.all = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('the URL follows the page scheme and names the workspace; the token travels as a subprotocol', () => {
  expect(realtimeUrl(7, 'https://kanri.example/x')).toBe('wss://kanri.example/api/v1/realtime?workspace_id=7');
  expect(realtimeUrl(2, 'http://localhost:8080/')).toBe('ws://localhost:8080/api/v1/realtime?workspace_id=2');
  const close = connect();
  expect(FakeSocket.all[0]!.protocols).toEqual([REALTIME_PROTOCOL, `${REALTIME_TOKEN_PREFIX}secret-token`]);
  close();
});

test('events of other clients reach listeners; the tab’s own echoes and other workspaces do not', () => {
  const received: TaskEvent[] = [];
  const unsubscribe = onRealtimeEvent((e) => received.push(e));
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.send({ type: 'ready', workspace_id: 7 });
  socket.send(event());
  socket.send(event({ client_id: API_CLIENT_ID }));
  socket.send(event({ workspace_id: 8 }));
  socket.send({ type: 'ping', workspace_id: 7 });
  expect(received.map((e) => [e.workspace_id, e.client_id])).toEqual([[7, 'someone-else']]);
  unsubscribe();
  socket.send(event());
  expect(received).toHaveLength(1);
  close();
});

test('time entry events of other tabs reach time listeners only; task listeners keep getting task events only', () => {
  const tasks: TaskEvent[] = [];
  const times: TimeEntryEvent[] = [];
  const stopTasks = onRealtimeEvent((e) => tasks.push(e));
  const stopTimes = onTimeEntryEvent((e) => times.push(e));
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.send({ type: 'ready', workspace_id: 7 });
  socket.send(timeEvent());
  socket.send(timeEvent({ action: 'paused', client_id: null }));
  // The tab's own change is already in its cache; another workspace's entry is not this connection's.
  socket.send(timeEvent({ action: 'stopped', client_id: API_CLIENT_ID }));
  socket.send(timeEvent({ action: 'deleted', workspace_id: 8 }));
  socket.send(event({ task_id: 12 }));
  expect(times.map((e) => [e.action, e.client_id])).toEqual([
    ['started', 'other-tab'],
    ['paused', null],
  ]);
  expect(tasks.map((e) => e.task_id)).toEqual([12]);

  stopTimes();
  socket.send(timeEvent({ action: 'resumed' }));
  expect(times).toHaveLength(2);
  stopTasks();
  close();
});

test('messages that are not JSON objects or of an unknown type are ignored', () => {
  const tasks: TaskEvent[] = [];
  const times: TimeEntryEvent[] = [];
  const stopTasks = onRealtimeEvent((e) => tasks.push(e));
  const stopTimes = onTimeEntryEvent((e) => times.push(e));
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.onmessage?.({ data: 'not json' });
  socket.onmessage?.({ data: 'null' });
  socket.send({ type: 'something.else', workspace_id: 7, client_id: null });
  socket.send(event());
  expect(tasks).toHaveLength(1);
  expect(times).toHaveLength(0);
  stopTasks();
  stopTimes();
  close();
});

test('a dropped connection comes back with back-off and asks for a resync; 4401 stops it', () => {
  const onResync = jest.fn();
  const close = connect({ onResync });
  FakeSocket.all[0]!.send({ type: 'ready', workspace_id: 7 });
  FakeSocket.all[0]!.close(1006);
  expect(FakeSocket.all).toHaveLength(1);
  jest.advanceTimersByTime(1_300);
  expect(FakeSocket.all).toHaveLength(2);
  expect(onResync).not.toHaveBeenCalled();
  FakeSocket.all[1]!.send({ type: 'ready', workspace_id: 7 });
  expect(onResync).toHaveBeenCalledTimes(1);

  FakeSocket.all[1]!.close(4401);
  jest.advanceTimersByTime(60_000);
  expect(FakeSocket.all).toHaveLength(2);
  close();
});

test('silence longer than two pings closes and reconnects; closing stops everything', () => {
  const close = connect();
  FakeSocket.all[0]!.send({ type: 'ready', workspace_id: 7 });
  jest.advanceTimersByTime(56_000);
  expect(FakeSocket.all[0]!.closed).toBe(true);
  jest.advanceTimersByTime(1_300);
  expect(FakeSocket.all).toHaveLength(2);
  close();
  expect(FakeSocket.all[1]!.closed).toBe(true);
  jest.advanceTimersByTime(60_000);
  expect(FakeSocket.all).toHaveLength(2);
});

test('back-off doubles from 1 s to at most 30 s', () => {
  const middle = () => 0.5;
  expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
  ]);
});

const typing = (workspaceId: number): ChatRealtimeMessage => ({
  type: 'chat.typing',
  workspace_id: workspaceId,
  conversation_id: 4,
  parent_id: null,
  user: { id: 2, full_name: 'Grace Hopper', photo_url: null },
});

test('chat events of the connection’s workspace reach the chat listeners, the tab’s own included', () => {
  const received: ChatRealtimeMessage[] = [];
  const tasks: TaskEvent[] = [];
  const unsubscribe = onChatEvent((e) => received.push(e));
  const unsubscribeTasks = onRealtimeEvent((e) => tasks.push(e));
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.send({ type: 'ready', workspace_id: 7 });
  socket.send(typing(7));
  socket.send(typing(8));
  socket.send({ type: 'chat.read', workspace_id: 7, conversation_id: 4, last_read_message_id: 9, unread_count: 0 });
  expect(received.map((e) => e.type)).toEqual(['chat.typing', 'chat.read']);
  expect(tasks).toEqual([]);
  unsubscribe();
  socket.send(typing(7));
  expect(received).toHaveLength(2);
  unsubscribeTasks();
  close();
});

test('sendRealtime writes to the open connection only, and says false when there is none', () => {
  expect(sendRealtime({ type: 'chat.typing', conversation_id: 4 })).toBe(false);
  const close = connect();
  const socket = FakeSocket.all[0]!;
  const sent: unknown[] = [];
  socket.send = (data: unknown) => {
    sent.push(data);
  };
  // Not ready yet: nothing is sent.
  expect(sendRealtime({ type: 'chat.typing', conversation_id: 4 })).toBe(false);
  socket.onmessage?.({ data: JSON.stringify({ type: 'ready', workspace_id: 7 }) });
  expect(sendRealtime({ type: 'chat.typing', conversation_id: 4 })).toBe(true);
  expect(sent.map((data) => JSON.parse(String(data)))).toContainEqual({ type: 'chat.typing', conversation_id: 4 });
  socket.close(1006);
  expect(sendRealtime({ type: 'chat.typing', conversation_id: 4 })).toBe(false);
  close();
});

test('onRealtimeStatus follows the connection and flags the reopening after a drop as a resync', () => {
  const seen: string[] = [];
  const unsubscribe = onRealtimeStatus((status, resync) => seen.push(resync ? `${status}+resync` : status));
  const close = connect();
  FakeSocket.all[0]!.send({ type: 'ready', workspace_id: 7 });
  expect(realtimeStatus()).toBe('open');
  FakeSocket.all[0]!.close(1006);
  expect(realtimeStatus()).toBe('closed');
  jest.advanceTimersByTime(1_300);
  FakeSocket.all[1]!.send({ type: 'ready', workspace_id: 7 });
  expect(seen).toEqual(['connecting', 'open', 'closed', 'connecting', 'open+resync']);
  close();
  expect(realtimeStatus()).toBe('idle');
  unsubscribe();
});
