import type { Notification, NotificationPage, NotificationPreferences } from '@kanri/contracts/hr';
import { NOTIFICATION_KINDS } from '@kanri/contracts/constants';
import { fakeApi, renderWithApp, type ApiCall, type RenderWithAppOptions } from '@kanri/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import NotificationsPage from './pages/notifications-page';
import { NOTIFICATION_TEXTS } from './texts';

const T = NOTIFICATION_TEXTS;

/** The fake server's counts: Today and This Week are fixed figures (the server computes them in the caller's zone). */
export const FAKE_TODAY_COUNT = 2;
export const FAKE_WEEK_COUNT = 4;

/** Every kind in the app only, task assignments also by e-mail. */
export const SAVED_PREFERENCES: NotificationPreferences = {
  deliveries: Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, kind === 'task.assigned' ? 'email' : 'in_app']),
  ) as NotificationPreferences['deliveries'],
};

/**
 * The Notifications page over a fake `/api/v1` that keeps `notifications` (newest first) like the
 * API: GET /notifications searches title and message, filters by type and status, pages with
 * `before`/`limit` and counts over all; mark-as-read, mark-all-read and destroy change the list;
 * the preferences are kept too. Other paths render "Elsewhere" with the path, to check navigation.
 */
export function renderNotificationsPage({
  notifications: initial = [],
  handlers = {},
  options = {},
}: {
  notifications?: Notification[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const notifications = [...initial];
  let preferences = SAVED_PREFERENCES;
  const api = fakeApi({
    'GET /notifications': (call): NotificationPage => {
      const search = call.query.get('search')?.toLowerCase();
      const type = call.query.get('type');
      const status = call.query.get('status');
      const before = call.query.get('before');
      const limit = Number(call.query.get('limit') ?? 50);
      const matching = notifications.filter(
        (item) =>
          (!search || `${item.title} ${item.message}`.toLowerCase().includes(search)) &&
          (!type || item.type === type) &&
          (!status || item.is_read === (status === 'read')) &&
          (!before || item.id < Number(before)),
      );
      const items = matching.slice(0, limit);
      return {
        items,
        counts: {
          total: notifications.length,
          unread: notifications.filter((item) => !item.is_read).length,
          today: FAKE_TODAY_COUNT,
          this_week: FAKE_WEEK_COUNT,
        },
        next_before: matching.length > limit ? items.at(-1)!.id : null,
      };
    },
    'POST /notifications/mark-as-read': (call) => {
      const { id } = call.body as { id: number };
      const index = notifications.findIndex((item) => item.id === id);
      notifications[index] = { ...notifications[index]!, is_read: true };
      return notifications[index];
    },
    'POST /notifications/mark-all-read': () => {
      let updated = 0;
      notifications.forEach((item, index) => {
        if (!item.is_read) {
          updated += 1;
          notifications[index] = { ...item, is_read: true };
        }
      });
      return { updated, unread: 0 };
    },
    'DELETE /notifications/destroy/:id': (call) => {
      const id = Number(call.params.id);
      notifications.splice(
        notifications.findIndex((item) => item.id === id),
        1,
      );
      return { id };
    },
    'GET /notifications/preferences': () => preferences,
    'PUT /notifications/preferences': (call) => {
      preferences = { deliveries: { ...preferences.deliveries, ...(call.body as NotificationPreferences).deliveries } };
      return preferences;
    },
    ...handlers,
  });
  const view = renderWithApp(
    [
      { path: '/dashboard/notifications', element: <NotificationsPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path: '/dashboard/notifications', ...options },
  );
  return { ...view, api, notifications };
}

/** The figure on one of the four cards. */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The titles of the notifications shown, in order. */
export const shownTitles = () => screen.queryAllByTestId('notification-title').map((element) => element.textContent ?? '');

/** The list item of the notification titled `title`. */
export function item(title: string): HTMLElement {
  const found = screen
    .queryAllByTestId('notification-item')
    .find((element) => within(element).getByTestId('notification-title').textContent === title);
  if (!found) throw new Error(`No notification "${title}"`);
  return found;
}

/** Opens the menu of the notification titled `title` and returns it. */
export async function openMenu(user: UserEvent, title: string) {
  await user.click(within(item(title)).getByRole('button', { name: T.list.actionsLabel(title) }));
  return waitFor(() => {
    const open = screen.getAllByRole('menu').filter((menu) => !menu.closest('.ant-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });
}

export const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);

/** Opens an antd Select and picks the option showing `label`. */
export async function pickOption(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent === label);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

export const openOptions = () =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].map((element) => element.textContent);
