import { connectRealtime } from '@kanri/api-client';
import { NOTIFICATION_BELL_LIMIT, NOTIFICATION_MESSAGES } from '@kanri/contracts/constants';
import type { Notification, NotificationPage } from '@kanri/contracts/hr';
import { fakeApi, makeNotification, makeNotificationPage, renderWithApp, spyOnToasts, toastTexts } from '@kanri/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NotificationBell } from './notification-bell';
import { BELL_TEXTS, NOTIFICATIONS_PATH } from './notification-bell-texts';

const T = BELL_TEXTS;
const M = NOTIFICATION_MESSAGES;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LATEST = [
  makeNotification(3, {
    title: 'New task assigned',
    message: 'Grace Hopper assigned you "Release notes"',
    created_at: minutesAgo(5),
  }),
  makeNotification(2, {
    kind: 'leave.approved',
    type: 'success',
    title: 'Leave approved',
    message: 'Your annual leave was approved',
    target: { kind: 'leave_request', leave_request_id: 4 },
    created_at: minutesAgo(120),
  }),
  makeNotification(1, { title: 'Old news', target: null, is_read: true, created_at: minutesAgo(3 * 24 * 60) }),
];

/** A fake API holding `notifications` (newest first), answering the bell's GET and its actions. */
function fakeServer(initial: Notification[]) {
  const notifications = [...initial];
  const page = (): NotificationPage =>
    makeNotificationPage(notifications.slice(0, NOTIFICATION_BELL_LIMIT), {
      counts: { total: notifications.length, unread: notifications.filter((item) => !item.is_read).length },
    });
  const api = fakeApi({
    'GET /notifications': page,
    'POST /notifications/mark-as-read': (call) => {
      const index = notifications.findIndex((item) => item.id === (call.body as { id: number }).id);
      notifications[index] = { ...notifications[index]!, is_read: true };
      return notifications[index];
    },
    'POST /notifications/mark-all-read': () => {
      const updated = notifications.filter((item) => !item.is_read).length;
      notifications.forEach((item, index) => (notifications[index] = { ...item, is_read: true }));
      return { updated, unread: 0 };
    },
  });
  return { api, notifications };
}

function renderBell() {
  return renderWithApp(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '*', element: <NotificationBell /> },
    ],
    { path: '/dashboard' },
  );
}

const bell = () => screen.getByTestId('notification-bell');

async function openPanel(user: ReturnType<typeof renderBell>['user']) {
  await user.click(bell());
  return screen.findByTestId('bell-panel', {}, { timeout: 5000 });
}

/** A live connection over a fake socket, as the shell opens one: returns the function that sends a server message. */
function liveSocket() {
  const sockets: { onmessage: ((message: { data: string }) => void) | null }[] = [];
  const close = connectRealtime({
    token: 'token',
    workspaceId: 1,
    createSocket: () => {
      const socket = { onmessage: null, onclose: null, close: () => undefined };
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const send = (message: unknown) => act(() => sockets[0]!.onmessage?.({ data: JSON.stringify(message) }));
  send({ type: 'ready', workspace_id: 1 });
  return { send, close };
}

afterEach(() => jest.restoreAllMocks());

describe('NotificationBell', () => {
  it('shows the unread count of the latest ten (one GET with limit=10)', async () => {
    const { api } = fakeServer(LATEST);
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(2)));
    expect(bell()).toHaveTextContent('2');
    expect(api.callsTo('GET /notifications').map((call) => call.query.get('limit'))).toEqual([String(NOTIFICATION_BELL_LIMIT)]);
  });

  it('shows no count when everything is read', async () => {
    fakeServer([makeNotification(1, { is_read: true })]);
    renderBell();
    await waitFor(() => expect(screen.getByRole('button', { name: T.label(0) })).toBeInTheDocument());
    expect(bell()).not.toHaveTextContent(/\d/);
  });

  it('lists the latest with their title, message, relative time and unread dot; a click reads one and opens its target', async () => {
    const { api } = fakeServer(LATEST);
    const view = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(2)));
    const panel = await openPanel(view.user);
    const items = await within(panel).findAllByTestId('bell-item');
    expect(items.map((item) => within(item).getByTestId('bell-item-title').textContent)).toEqual([
      'New task assigned',
      'Leave approved',
      'Old news',
    ]);
    expect(within(items[0]!).getByText('Grace Hopper assigned you "Release notes"')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 min ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2h ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('3d ago')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: T.unread })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('img', { name: T.unread })).not.toBeInTheDocument();
    expect(within(panel).getByText(T.unreadCount(2))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: T.viewAll })).toHaveAttribute('href', NOTIFICATIONS_PATH);

    await view.user.click(items[1]!);
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/leave-requests'));
    expect(view.router.state.location.search).toBe('?request=4');
    await waitFor(() => expect(api.callsTo('POST /notifications/mark-as-read').map((call) => call.body)).toEqual([{ id: 2 }]));
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(1)));
  });

  it('Mark All Read in the bell is one request and clears the count', async () => {
    const toasts = spyOnToasts();
    const { api } = fakeServer(LATEST);
    const view = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(2)));
    const panel = await openPanel(view.user);
    await view.user.click(await within(panel).findByRole('button', { name: M.markAllRead }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.allMarkedRead]));
    expect(api.callsTo('POST /notifications/mark-all-read')).toHaveLength(1);
    expect(api.callsTo('POST /notifications/mark-as-read')).toHaveLength(0);
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(0)));
    expect(within(panel).queryAllByRole('img', { name: T.unread })).toHaveLength(0);
  });

  it('says when there are none', async () => {
    fakeServer([]);
    const view = renderBell();
    const panel = await openPanel(view.user);
    expect(await within(panel).findByText(M.empty)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: M.markAllRead })).toBeDisabled();
  });

  it('a live notification raises the count and tops the list; a change elsewhere sets the count', async () => {
    const { notifications } = fakeServer(LATEST);
    const view = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(2)));
    const live = liveSocket();
    try {
      const arrived = makeNotification(4, { kind: 'leave.submitted', title: 'Leave requested', created_at: minutesAgo(0) });
      notifications.unshift(arrived);
      live.send({ type: 'notification.created', workspace_id: 1, user_id: 1, notification: arrived, unread_count: 3 });
      await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(3)));
      const panel = await openPanel(view.user);
      const first = (await within(panel).findAllByTestId('bell-item'))[0]!;
      expect(within(first).getByTestId('bell-item-title')).toHaveTextContent('Leave requested');
      expect(within(first).getByText('0 min ago')).toBeInTheDocument();

      // Another workspace's event is not this one's.
      live.send({ type: 'notifications.changed', workspace_id: 2, user_id: 1, unread_count: 9 });
      expect(bell()).toHaveAccessibleName(T.label(3));
      // Read on another device.
      notifications.forEach((item, index) => (notifications[index] = { ...item, is_read: true }));
      live.send({ type: 'notifications.changed', workspace_id: 1, user_id: 1, unread_count: 0 });
      await waitFor(() => expect(bell()).toHaveAccessibleName(T.label(0)));
    } finally {
      live.close();
    }
  });
});
