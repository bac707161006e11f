import type { Notification, NotificationPage } from '@kanri/contracts/hr';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { applyNotificationEvent, markReadInCache, notificationTargetPath } from './notification-queries';
import { queryKeys } from './query-keys';
import { connectRealtime, onNotificationEvent } from './realtime';

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'task.assigned',
  type: 'info',
  title: `Notification ${id}`,
  message: 'Message',
  target: null,
  actor_id: 2,
  actor_name: 'Grace Hopper',
  is_read: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const page = (items: Notification[], unread = items.filter((item) => !item.is_read).length): NotificationPage => ({
  items,
  counts: { total: items.length, unread, today: 1, this_week: 2 },
  next_before: null,
});

const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

test('each target opens its screen on the record (task, meeting, leave request, member, message)', () => {
  expect(notificationTargetPath({ kind: 'task', task_id: 7, project_id: 1 })).toBe('/dashboard/tasks/7');
  expect(notificationTargetPath({ kind: 'meeting', meeting_id: 3 })).toBe('/dashboard/meetings?meeting=3');
  expect(notificationTargetPath({ kind: 'leave_request', leave_request_id: 2 })).toBe('/dashboard/leave-requests?request=2');
  expect(notificationTargetPath({ kind: 'member', user_id: 4 })).toBe('/dashboard/users?user=4');
  expect(notificationTargetPath({ kind: 'chat', conversation_id: 12, message_id: 345 })).toBe(
    '/dashboard/chat?conversation=12&message=345',
  );
  expect(notificationTargetPath(null)).toBeNull();
});

test('a new notification tops the bell with the server’s unread count; the lists and what it is about refetch', () => {
  const client = new QueryClient();
  const listKey = queryKeys.notifications.list({ status: 'unread' });
  client.setQueryData(queryKeys.notifications.bell(), page([notification(1)]));
  client.setQueryData(listKey, { pages: [page([notification(1)])], pageParams: [null] });
  client.setQueryData(queryKeys.leaveRequests.list({}), { items: [] });
  client.setQueryData(queryKeys.meetings.list({}), { items: [] });

  applyNotificationEvent(client, {
    type: 'notification.created',
    workspace_id: 1,
    user_id: 1,
    notification: notification(2, { kind: 'leave.submitted' }),
    unread_count: 2,
  });
  const bell = client.getQueryData<NotificationPage>(queryKeys.notifications.bell())!;
  expect(bell.items.map((item) => item.id)).toEqual([2, 1]);
  expect(bell.counts).toEqual({ total: 2, unread: 2, today: 2, this_week: 3 });
  expect(isStale(client, listKey)).toBe(true);
  expect(isStale(client, queryKeys.leaveRequests.list({}))).toBe(true);
  expect(isStale(client, queryKeys.meetings.list({}))).toBe(false);

  // The same event twice (two tabs' echoes) adds it once.
  applyNotificationEvent(client, {
    type: 'notification.created',
    workspace_id: 1,
    user_id: 1,
    notification: notification(2),
    unread_count: 2,
  });
  expect(client.getQueryData<NotificationPage>(queryKeys.notifications.bell())!.items).toHaveLength(2);
});

test('the bell keeps the latest ten', () => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.notifications.bell(), page(Array.from({ length: 10 }, (_, index) => notification(10 - index))));
  applyNotificationEvent(client, {
    type: 'notification.created',
    workspace_id: 1,
    user_id: 1,
    notification: notification(11),
    unread_count: 11,
  });
  const items = client.getQueryData<NotificationPage>(queryKeys.notifications.bell())!.items;
  expect(items.map((item) => item.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
});

test('a change elsewhere sets the unread count and refetches', () => {
  const client = new QueryClient();
  client.setQueryData(queryKeys.notifications.bell(), page([notification(1), notification(2)]));
  applyNotificationEvent(client, { type: 'notifications.changed', workspace_id: 1, user_id: 1, unread_count: 0 });
  expect(client.getQueryData<NotificationPage>(queryKeys.notifications.bell())!.counts.unread).toBe(0);
  expect(isStale(client, queryKeys.notifications.bell())).toBe(true);
});

test('a read notification shows read in the bell and every list page, the counts one lower once', () => {
  const client = new QueryClient();
  const listKey = queryKeys.notifications.list({});
  client.setQueryData(queryKeys.notifications.bell(), page([notification(1), notification(2)]));
  client.setQueryData<InfiniteData<NotificationPage>>(listKey, {
    pages: [page([notification(2)], 2), page([notification(1)], 2)],
    pageParams: [null, 2],
  });
  markReadInCache(client, 1);
  markReadInCache(client, 1);
  const bell = client.getQueryData<NotificationPage>(queryKeys.notifications.bell())!;
  expect(bell.items.find((item) => item.id === 1)!.is_read).toBe(true);
  expect(bell.counts.unread).toBe(1);
  const list = client.getQueryData<InfiniteData<NotificationPage>>(listKey)!;
  expect(list.pages.map((one) => one.counts.unread)).toEqual([1, 1]);
  expect(list.pages[1]!.items[0]!.is_read).toBe(true);
});

test('the socket hands notification events of its workspace to the listeners', () => {
  const received: string[] = [];
  const stop = onNotificationEvent((event) => received.push(`${event.type}:${event.unread_count}`));
  let socket: { onmessage: ((message: { data: string }) => void) | null } = { onmessage: null };
  const close = connectRealtime({
    token: 't',
    workspaceId: 1,
    baseHref: 'http://localhost/',
    createSocket: () => {
      socket = { onmessage: null, onclose: null, close: () => undefined } as typeof socket;
      return socket as unknown as WebSocket;
    },
  });
  const send = (message: unknown) => socket.onmessage?.({ data: JSON.stringify(message) });
  send({ type: 'ready', workspace_id: 1 });
  send({ type: 'notification.created', workspace_id: 1, user_id: 1, notification: notification(1), unread_count: 1 });
  send({ type: 'notifications.changed', workspace_id: 2, user_id: 1, unread_count: 5 });
  send({ type: 'notifications.changed', workspace_id: 1, user_id: 1, unread_count: 0 });
  expect(received).toEqual(['notification.created:1', 'notifications.changed:0']);
  stop();
  close();
});
