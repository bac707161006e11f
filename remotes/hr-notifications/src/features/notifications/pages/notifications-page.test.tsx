import { applyNotificationEvent } from '@kanri/api-client';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
} from '@kanri/contracts/constants';
import type { NotificationPreferences } from '@kanri/contracts/hr';
import { formatDay } from '@kanri/design-system';
import { makeNotification, Reply, skipContractCheck, spyOnToasts, toastTexts } from '@kanri/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_TEXTS } from '../texts';
import {
  cardValue,
  FAKE_TODAY_COUNT,
  FAKE_WEEK_COUNT,
  item,
  menuLabels,
  openMenu,
  openOptions,
  pickOption,
  renderNotificationsPage,
  SAVED_PREFERENCES,
  shownTitles,
} from '../test-support';

const T = NOTIFICATION_TEXTS;
const M = NOTIFICATION_MESSAGES;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Newest first, as the API lists them. */
const SAMPLE = [
  makeNotification(4, {
    title: 'New task assigned',
    message: 'Grace Hopper assigned you "Write the release notes"',
    created_at: minutesAgo(5),
  }),
  makeNotification(3, {
    kind: 'leave.approved',
    type: 'success',
    title: 'Leave approved',
    message: 'Your annual leave (Nov 9 - Nov 11) was approved',
    target: { kind: 'leave_request', leave_request_id: 12 },
    created_at: minutesAgo(3 * 60),
  }),
  makeNotification(2, {
    kind: 'meeting.moved',
    type: 'warning',
    title: 'Meeting moved',
    message: 'Design review moved to tomorrow 10:00',
    target: { kind: 'meeting', meeting_id: 5 },
    is_read: true,
    created_at: minutesAgo(2 * 24 * 60),
  }),
  makeNotification(1, {
    kind: 'meeting.cancelled',
    type: 'error',
    title: 'Meeting cancelled',
    message: 'Sprint planning was cancelled',
    target: null,
    is_read: true,
    created_at: '2026-10-01T10:00:00.000Z',
  }),
];

const bareFailure = (route: string) => {
  skipContractCheck(route, 'a gateway failure without the API’s envelope, to show the default failure text');
  return new Reply(502, '');
};

afterEach(() => jest.restoreAllMocks());

describe('NotificationsPage', () => {
  it('shows the header, the loading text, the four cards and each notification', async () => {
    renderNotificationsPage({ notifications: SAMPLE });
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.title })).toBeInTheDocument();
    expect(screen.getByText(M.subtitle)).toBeInTheDocument();
    expect(await screen.findByPlaceholderText(M.searchPlaceholder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.preferences.open })).toBeInTheDocument();

    await waitFor(() =>
      expect(shownTitles()).toEqual(['New task assigned', 'Leave approved', 'Meeting moved', 'Meeting cancelled']),
    );
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('4');
    expect(cardValue(T.cards.unread)).toBe('2');
    expect(cardValue(T.cards.today)).toBe(String(FAKE_TODAY_COUNT));
    expect(cardValue(T.cards.thisWeek)).toBe(String(FAKE_WEEK_COUNT));

    const newest = item('New task assigned');
    expect(within(newest).getByText('Grace Hopper assigned you "Write the release notes"')).toBeInTheDocument();
    expect(within(newest).getByText(T.types.info)).toBeInTheDocument();
    expect(within(newest).getByText('5 min ago')).toBeInTheDocument();
    expect(within(newest).getByRole('img', { name: T.list.unread })).toBeInTheDocument();
    expect(newest).toHaveAttribute('data-unread', 'true');
    expect(within(item('Leave approved')).getByText('3h ago')).toBeInTheDocument();
    expect(within(item('Leave approved')).getByText(T.types.success)).toBeInTheDocument();
    const read = item('Meeting moved');
    expect(within(read).getByText('2d ago')).toBeInTheDocument();
    expect(within(read).getByText(T.types.warning)).toBeInTheDocument();
    expect(within(read).queryByRole('img', { name: T.list.unread })).not.toBeInTheDocument();
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(item('Meeting cancelled')).getByText(formatDay('2026-10-01T10:00:00.000Z'))).toBeInTheDocument();
    expect(within(item('Meeting cancelled')).getByText(T.types.error)).toBeInTheDocument();
  });

  it('says when there is nothing, and when nothing matches the filters', async () => {
    const view = renderNotificationsPage();
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.markAllRead })).toBeDisabled();
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'anything');
    expect(await screen.findByText(M.emptyFiltered)).toBeInTheDocument();
  });

  it('filters by type and status and searches on the server', async () => {
    const view = renderNotificationsPage({ notifications: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    const lastQuery = () => Object.fromEntries(view.api.callsTo('GET /notifications').at(-1)!.query);
    expect(lastQuery()).toMatchObject({ limit: String(NOTIFICATION_PAGE_SIZE) });
    expect(lastQuery().time_zone).toBeTruthy();

    const type = screen.getByRole('combobox', { name: T.filters.type });
    await view.user.click(type);
    await waitFor(() => expect(openOptions()).toEqual(['All', 'Info', 'Success', 'Warning', 'Error']));
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, type, 'Warning');
    await waitFor(() => expect(shownTitles()).toEqual(['Meeting moved']));
    expect(lastQuery()).toMatchObject({ type: 'warning' });
    // The cards count every notification, not the filter.
    expect(cardValue(T.cards.total)).toBe('4');

    await pickOption(view.user, type, 'All');
    const status = screen.getByRole('combobox', { name: T.filters.status });
    await view.user.click(status);
    await waitFor(() => expect(openOptions()).toEqual(['All', 'Unread', 'Read']));
    await view.user.keyboard('{Escape}');
    await pickOption(view.user, status, 'Unread');
    await waitFor(() => expect(shownTitles()).toEqual(['New task assigned', 'Leave approved']));
    expect(lastQuery()).toMatchObject({ status: 'unread' });
    expect(lastQuery().type).toBeUndefined();

    await pickOption(view.user, status, 'Read');
    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'sprint');
    await waitFor(() => expect(shownTitles()).toEqual(['Meeting cancelled']));
    expect(lastQuery()).toMatchObject({ status: 'read', search: 'sprint' });
  });

  it('Mark All Read is one request; everything shows read and the button turns off', async () => {
    const toasts = spyOnToasts();
    const view = renderNotificationsPage({ notifications: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    const button = screen.getByRole('button', { name: T.markAllRead });
    expect(button).toBeEnabled();
    await view.user.click(button);
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.allMarkedRead]));
    expect(view.api.callsTo('POST /notifications/mark-all-read')).toHaveLength(1);
    expect(view.api.callsTo('POST /notifications/mark-as-read')).toHaveLength(0);
    await waitFor(() => expect(cardValue(T.cards.unread)).toBe('0'));
    expect(screen.queryAllByRole('img', { name: T.list.unread })).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: T.markAllRead })).toBeDisabled());
  });

  it('a failed Mark All Read shows the server’s message, else Failed to mark all as read', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = new Reply(503, { error: true, message: 'The database is being upgraded' });
    const view = renderNotificationsPage({
      notifications: SAMPLE,
      handlers: { 'POST /notifications/mark-all-read': () => reply },
    });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    await view.user.click(screen.getByRole('button', { name: T.markAllRead }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The database is being upgraded']));
    reply = bareFailure('POST /notifications/mark-all-read');
    await view.user.click(screen.getByRole('button', { name: T.markAllRead }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The database is being upgraded', M.markAllFailed]));
    expect(cardValue(T.cards.unread)).toBe('2');
  });

  it('the menu marks an unread one as read (and offers it only for unread ones)', async () => {
    const toasts = spyOnToasts();
    const view = renderNotificationsPage({ notifications: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    expect(menuLabels(await openMenu(view.user, 'Meeting moved'))).toEqual([M.delete]);
    await view.user.keyboard('{Escape}');

    const menu = await openMenu(view.user, 'Leave approved');
    expect(menuLabels(menu)).toEqual([M.markAsRead, M.delete]);
    await view.user.click(within(menu).getByText(M.markAsRead));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.markedRead]));
    expect(view.api.callsTo('POST /notifications/mark-as-read').map((call) => call.body)).toEqual([{ id: 3 }]);
    await waitFor(() => expect(item('Leave approved')).not.toHaveAttribute('data-unread'));
    expect(cardValue(T.cards.unread)).toBe('1');
  });

  it('a refused Mark as Read shows the server’s message, else Failed to mark as read', async () => {
    const toasts = spyOnToasts();
    let reply: unknown = new Reply(404, { error: true, message: M.notFound });
    const view = renderNotificationsPage({
      notifications: SAMPLE,
      handlers: { 'POST /notifications/mark-as-read': () => reply },
    });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    await view.user.click(within(await openMenu(view.user, 'Leave approved')).getByText(M.markAsRead));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound]));
    reply = bareFailure('POST /notifications/mark-as-read');
    await view.user.click(within(await openMenu(view.user, 'Leave approved')).getByText(M.markAsRead));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.notFound, M.markFailed]));
  });

  it('deletes after the spec’s question; a failure is toasted and the question stays', async () => {
    const toasts = spyOnToasts();
    let fail = true;
    const view = renderNotificationsPage({
      notifications: SAMPLE,
      handlers: {
        'DELETE /notifications/destroy/:id': (call) => {
          if (fail) return bareFailure('DELETE /notifications/destroy/:id');
          const id = Number(call.params.id);
          view.notifications.splice(
            view.notifications.findIndex((notification) => notification.id === id),
            1,
          );
          return { id };
        },
      },
    });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    await view.user.click(within(await openMenu(view.user, 'Meeting moved')).getByText(M.delete));
    const dialog = await screen.findByRole('dialog', { name: T.deleteDialog.title });
    expect(within(dialog).getByText(M.deleteConfirm)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([M.deleteFailed]));
    expect(screen.getByRole('dialog', { name: T.deleteDialog.title })).toBeInTheDocument();

    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([M.deleted]));
    await waitFor(() => expect(shownTitles()).toEqual(['New task assigned', 'Leave approved', 'Meeting cancelled']));
    expect(cardValue(T.cards.total)).toBe('3');
  });

  it.each([
    ['New task assigned', '/dashboard/tasks/7'],
    ['Leave approved', '/dashboard/leave-requests?request=12'],
    ['Meeting moved', '/dashboard/meetings?meeting=5'],
  ])('a click on “%s” reads it and opens %s', async (title, path) => {
    const notifications = [
      ...SAMPLE,
      makeNotification(9, { title: 'Joined', kind: 'invitation.accepted', target: { kind: 'member', user_id: 4 } }),
    ];
    const view = renderNotificationsPage({ notifications });
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    const wasUnread = item(title).hasAttribute('data-unread');
    await view.user.click(within(item(title)).getByRole('button', { name: T.list.open(title) }));
    await waitFor(() => expect(view.pathname() + view.router.state.location.search).toBe(path));
    const id = notifications.find((notification) => notification.title === title)!.id;
    await waitFor(() =>
      expect(view.api.callsTo('POST /notifications/mark-as-read').map((call) => call.body)).toEqual(wasUnread ? [{ id }] : []),
    );
  });

  it('a click on a member notification opens the team on that member; one without a target stays', async () => {
    const view = renderNotificationsPage({
      notifications: [
        ...SAMPLE,
        makeNotification(9, { title: 'Joined', kind: 'invitation.accepted', target: { kind: 'member', user_id: 4 } }),
      ],
    });
    await waitFor(() => expect(shownTitles()).toHaveLength(5));
    await view.user.click(within(item('Meeting cancelled')).getByRole('button', { name: T.list.open('Meeting cancelled') }));
    expect(view.pathname()).toBe('/dashboard/notifications');
    await view.user.click(within(item('Joined')).getByRole('button', { name: T.list.open('Joined') }));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/users'));
    expect(view.router.state.location.search).toBe('?user=4');
  });

  it('loads more with the cursor', async () => {
    const many = Array.from({ length: NOTIFICATION_PAGE_SIZE + 5 }, (_, index) => {
      const id = NOTIFICATION_PAGE_SIZE + 5 - index;
      return makeNotification(id, { title: `Update ${id}`, is_read: true });
    });
    const view = renderNotificationsPage({ notifications: many });
    await waitFor(() => expect(shownTitles()).toHaveLength(NOTIFICATION_PAGE_SIZE));
    await view.user.click(screen.getByRole('button', { name: T.list.loadMore }));
    await waitFor(() => expect(shownTitles()).toHaveLength(NOTIFICATION_PAGE_SIZE + 5));
    expect(shownTitles().at(-1)).toBe('Update 1');
    expect(view.api.callsTo('GET /notifications').at(-1)!.query.get('before')).toBe('6');
    expect(screen.queryByRole('button', { name: T.list.loadMore })).not.toBeInTheDocument();
  });

  it('a notification arriving live shows at the top without a reload', async () => {
    const view = renderNotificationsPage({ notifications: SAMPLE });
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    const arrived = makeNotification(5, { kind: 'leave.submitted', title: 'Leave requested', created_at: minutesAgo(0) });
    view.notifications.unshift(arrived);
    act(() =>
      applyNotificationEvent(view.queryClient, {
        type: 'notification.created',
        workspace_id: 1,
        user_id: 1,
        notification: arrived,
        unread_count: 3,
      }),
    );
    await waitFor(() => expect(shownTitles()[0]).toBe('Leave requested'));
    expect(within(item('Leave requested')).getByText('0 min ago')).toBeInTheDocument();
    expect(cardValue(T.cards.unread)).toBe('3');
  });

  it('E-mail settings: each kind in the app only or also by e-mail, saved with one PUT', async () => {
    const toasts = spyOnToasts();
    const view = renderNotificationsPage({ notifications: SAMPLE });
    await view.user.click(screen.getByRole('button', { name: T.preferences.open }));
    const dialog = await screen.findByRole('dialog', { name: T.preferences.title });
    await within(dialog).findByText(NOTIFICATION_KIND_INFO['task.assigned'].label);
    for (const kind of NOTIFICATION_KINDS)
      expect(within(dialog).getByText(NOTIFICATION_KIND_INFO[kind].label)).toBeInTheDocument();
    const choice = (kind: (typeof NOTIFICATION_KINDS)[number], label: string) =>
      within(within(dialog).getByRole('radiogroup', { name: NOTIFICATION_KIND_INFO[kind].label })).getByRole('radio', {
        name: label,
      });
    expect(choice('task.assigned', T.preferences.email)).toBeChecked();
    expect(choice('leave.approved', T.preferences.inApp)).toBeChecked();

    await view.user.click(choice('leave.approved', T.preferences.email));
    await view.user.click(choice('task.assigned', T.preferences.inApp));
    await view.user.click(within(dialog).getByRole('button', { name: T.preferences.save }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([T.preferences.saved]));
    const sent = view.api.callsTo('PUT /notifications/preferences').map((call) => call.body as NotificationPreferences);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.deliveries).toEqual({
      ...SAVED_PREFERENCES.deliveries,
      'task.assigned': 'in_app',
      'leave.approved': 'email',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.preferences.title })).not.toBeInTheDocument());
  });
});
