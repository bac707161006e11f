import type { PresenceEvent } from '@kanri/contracts';
import { onPresenceEvent, reportPresence, tabPresence, watchIdle } from './presence';
import { connectRealtime } from './realtime';

/** A socket as the browser's: `sent` holds what the tab sends; `receive` is a message from the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  close(code = 1006) {
    this.onclose?.({ code });
  }
}

const connect = (extra: Partial<Parameters<typeof connectRealtime>[0]> = {}) =>
  connectRealtime({
    token: 'secret',
    workspaceId: 7,
    baseHref: 'https://kanri.example/',
    createSocket: () => new FakeSocket() as unknown as WebSocket,
    ...extra,
  });

const presence = (overrides: Partial<PresenceEvent> = {}): PresenceEvent => ({
  type: 'presence.changed',
  workspace_id: 7,
  user_id: 3,
  status: 'away',
  at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  FakeSocket.all = [];
  jest.useFakeTimers();
});
afterEach(() => {
  reportPresence('online');
  jest.useRealTimers();
});

test("members' presence changes of the connection's workspace reach the listeners", () => {
  const received: PresenceEvent[] = [];
  const unsubscribe = onPresenceEvent((event) => received.push(event));
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.receive({ type: 'ready', workspace_id: 7 });
  socket.receive(presence());
  socket.receive(presence({ workspace_id: 8 }));
  unsubscribe();
  socket.receive(presence({ status: 'offline' }));
  expect(received).toEqual([presence()]);
  close();
});

test('an idle tab reports away on its open connections, online at the next input, and again after reconnecting', () => {
  const target = new EventTarget();
  const close = connect({ watchIdle: { idleMs: 30_000, target, document: undefined } });
  const socket = FakeSocket.all[0]!;
  socket.receive({ type: 'ready', workspace_id: 7 });
  // Online is the server's default: nothing is sent while the tab is in use.
  target.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(29_000);
  expect(socket.sent).toEqual([]);

  jest.advanceTimersByTime(1_000);
  expect(tabPresence()).toBe('away');
  expect(socket.sent).toEqual([{ type: 'presence', status: 'away' }]);

  // The connection drops while the tab is away: the next one is told at once.
  socket.close();
  jest.advanceTimersByTime(2_000);
  const next = FakeSocket.all[1]!;
  next.receive({ type: 'ready', workspace_id: 7 });
  expect(next.sent).toEqual([{ type: 'presence', status: 'away' }]);

  target.dispatchEvent(new Event('pointermove'));
  expect(next.sent).toEqual([
    { type: 'presence', status: 'away' },
    { type: 'presence', status: 'online' },
  ]);
  // Many moves send nothing more.
  target.dispatchEvent(new Event('pointermove'));
  target.dispatchEvent(new Event('keydown'));
  expect(next.sent).toHaveLength(2);
  expect(socket.sent).toEqual([{ type: 'presence', status: 'away' }]);
  close();
});

test('without watchIdle the tab reports nothing; stopping the watch reports online', () => {
  const close = connect();
  const socket = FakeSocket.all[0]!;
  socket.receive({ type: 'ready', workspace_id: 7 });
  jest.advanceTimersByTime(30_000);
  expect(socket.sent).toEqual([]);

  const target = new EventTarget();
  const stop = watchIdle({ idleMs: 1_000, target, document: undefined });
  jest.advanceTimersByTime(1_000);
  expect(socket.sent).toEqual([{ type: 'presence', status: 'away' }]);
  stop();
  expect(socket.sent.at(-1)).toEqual({ type: 'presence', status: 'online' });
  target.dispatchEvent(new Event('keydown'));
  jest.advanceTimersByTime(5_000);
  expect(socket.sent).toHaveLength(2);
  close();
});
