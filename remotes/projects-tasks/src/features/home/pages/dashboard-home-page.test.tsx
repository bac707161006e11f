import { dispatchPresenceEvent } from '@kanri/api-client';
import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeNotification, makeNotificationPage, renderWithApp, STATUSES, type ApiCall } from '../../../test-utils';
import { TEXTS } from '../../../texts';
import { HOME_TEXTS } from '../texts';
import DashboardHomePage from './dashboard-home-page';

// Lazy design-system parts are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

const T = HOME_TEXTS;
const ADA = { id: 1, full_name: 'Ada Lovelace', email: 'ada@kanri.test', photo_url: null };
const LONG_NAME = 'A project with a very long name that must be ellipsized on the dashboard cards';

function emptyStatistics(overrides: Partial<DashboardStatistics> = {}): DashboardStatistics {
  return {
    totalProjects: 0,
    activeTasks: 0,
    completedTasks: 0,
    totalUsers: 1,
    time_zone: 'UTC',
    today: '2026-11-27',
    projects: { open: 0, closed: 0, active: 0, total: 0 },
    current_projects: [],
    tasks: {
      total: 0,
      by_status: STATUSES.map((status) => ({
        id: status.id,
        name: status.name,
        color: status.color,
        count: 0,
        category: status.category,
      })),
      by_priority: [],
      overdue: 0,
      due_this_week: 0,
    },
    todos: { total: 0, pending: 0, in_progress: 0, completed: 0, cancelled: 0 },
    today_time: { duration_ms: 0, running: false },
    time_sheet: { period: 'this-week', from: '2026-11-22', to: '2026-11-28', scope: 'all', rows: [] },
    activities: [],
    team: { total: 1, online: 1, members: [{ ...ADA, role: 'admin', presence: 'online', open_tasks: 0 }] },
    notifications: { unread: 0 },
    ...overrides,
  };
}

const FILLED = emptyStatistics({
  totalProjects: 3,
  activeTasks: 8,
  completedTasks: 4,
  totalUsers: 2,
  projects: { open: 2, closed: 1, active: 2, total: 3 },
  current_projects: [{ id: 5, name: LONG_NAME, color: '#ff0000', status: 'active', tasks_total: 4, tasks_completed: 1 }],
  tasks: {
    total: 12,
    by_status: [
      { id: 1, name: 'To Do', color: '#94a3b8', count: 5, category: 'todo' },
      { id: 2, name: 'In Progress', color: '#3b82f6', count: 3, category: 'in_progress' },
      { id: 3, name: 'Completed', color: '#22c55e', count: 4, category: 'done' },
    ],
    by_priority: [
      { id: 1, name: 'High', color: '#ef4444', count: 2 },
      { id: null, name: 'No priority', color: '#64748b', count: 10 },
    ],
    overdue: 2,
    due_this_week: 3,
  },
  todos: { total: 4, pending: 2, in_progress: 1, completed: 1, cancelled: 0 },
  today_time: { duration_ms: 5_400_000, running: false },
  time_sheet: {
    period: 'this-week',
    from: '2026-11-22',
    to: '2026-11-28',
    scope: 'all',
    rows: [{ user: ADA, duration_ms: 6_600_000, total_hours: 1.83, projects: [{ id: 5, name: LONG_NAME, color: '#ff0000' }] }],
  },
  activities: [
    {
      key: 'start-9',
      type: 'start',
      user: ADA,
      field: null,
      target: 'Write the report',
      task_id: 7,
      at: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
    {
      key: 'task-3',
      type: 'update',
      user: null,
      field: 'status_id',
      target: 'Ship it',
      task_id: 8,
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  team: {
    total: 2,
    online: 1,
    members: [
      { ...ADA, role: 'admin', presence: 'online', open_tasks: 3 },
      {
        id: 2,
        full_name: 'Grace Hopper',
        email: 'grace@kanri.test',
        photo_url: null,
        role: 'member',
        presence: 'offline',
        open_tasks: 1,
      },
    ],
  },
  notifications: { unread: 1 },
});

function setup({
  statistics = () => FILLED,
  notifications = [makeNotification(1, { title: 'Task assigned' })],
  role = 'admin' as const,
}: {
  statistics?: (call: ApiCall) => DashboardStatistics;
  notifications?: ReturnType<typeof makeNotification>[];
  role?: 'admin' | 'member';
} = {}) {
  let items = notifications;
  const api = fakeApi({
    'GET /dashboard/statistics': statistics,
    'GET /notifications': () => makeNotificationPage(items),
    'POST /notifications/mark-all-read': () => {
      const unread = items.filter((item) => !item.is_read).length;
      items = items.map((item) => ({ ...item, is_read: true }));
      return { updated: unread, unread: 0 };
    },
    'GET /statuses': () => STATUSES,
  });
  const view = renderWithApp([{ path: '/dashboard', element: <DashboardHomePage /> }], { path: '/dashboard', role });
  return { api, ...view };
}

describe('DashboardHomePage', () => {
  it('greets the user by first name, shows the date line and the language label', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Ada$/ })).toBeInTheDocument();
    expect(screen.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /)).toBeInTheDocument();
    expect(screen.getByText(T.language)).toBeInTheDocument();
  });

  it('shows skeletons while the figures load', async () => {
    let release: (value: DashboardStatistics) => void = () => undefined;
    const pending = new Promise<DashboardStatistics>((resolve) => (release = resolve));
    setup({ statistics: () => pending as unknown as DashboardStatistics });
    expect(await screen.findByTestId('project-stats')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('task-stats')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('card-total-projects-value')?.textContent).toBe('');
    await act(async () => release(FILLED));
    await waitFor(() => expect(screen.getByTestId('card-total-projects-value')).toHaveTextContent('3'));
    expect(screen.getByTestId('project-stats')).not.toHaveAttribute('aria-busy');
  });

  it('fills the cards and every widget from the statistics, in the time zone and period asked', async () => {
    const { api } = setup();
    await waitFor(() => expect(screen.getByTestId('card-total-projects-value')).toHaveTextContent('3'));
    const query = api.callsTo('GET /dashboard/statistics')[0]!.query;
    expect(query.get('period')).toBe('this-week');
    expect(query.get('time_zone')).toBeTruthy();
    expect(screen.getByTestId('card-active-tasks-value')).toHaveTextContent('8');
    expect(screen.getByTestId('card-team-members-value')).toHaveTextContent('2');
    expect(screen.getByTestId('card-todays-time-value')).toHaveTextContent('1h 30m 0s');
    expect(screen.getByText(T.cards.completed(4))).toBeInTheDocument();

    const projectStats = screen.getByTestId('project-stats');
    expect(within(screen.getByTestId('project-stats-open')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('project-stats-closed')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('project-stats-active')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('project-stats-total')).getByText('3')).toBeInTheDocument();
    expect(within(projectStats).getByText(T.projectStats.title)).toBeInTheDocument();

    const tasks = screen.getByTestId('task-stats');
    expect(within(screen.getByTestId('task-stats-overdue')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByTestId('task-stats-due-week')).getByText('3')).toBeInTheDocument();
    const byStatus = within(tasks).getByRole('list', { name: T.taskStats.byStatus });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['To Do5', 'In Progress3', 'Completed4']);
    const byPriority = within(tasks).getByRole('list', { name: T.taskStats.byPriority });
    expect(
      within(byPriority)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['High2', 'No priority10']);

    const todos = screen.getByTestId('todos-overview');
    expect(within(todos).getByText(T.todos.pending).nextSibling).toHaveTextContent('2');
    expect(within(todos).getByText(T.todos.inProgress).nextSibling).toHaveTextContent('1');

    const current = screen.getByTestId('current-projects');
    expect(within(current).getByRole('link', { name: new RegExp(LONG_NAME) })).toHaveAttribute('href', '/dashboard/projects/5');

    const sheet = screen.getByTestId('time-sheet');
    expect(within(sheet).getByText('1.83 h')).toBeInTheDocument();
    expect(within(sheet).getByText('Ada Lovelace')).toBeInTheDocument();

    const activities = screen.getByTestId('recent-activities');
    const rows = within(activities).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada Lovelace started a timer on Write the report');
    expect(rows[0]).toHaveTextContent('5 min ago');
    expect(within(rows[0]!).getByRole('link', { name: 'Write the report' })).toHaveAttribute('href', '/dashboard/tasks/7');
    expect(rows[1]).toHaveTextContent('Someone updated the status of Ship it');

    const team = screen.getByTestId('team-members');
    expect(within(team).getByText('Grace Hopper').closest('li')).toHaveAttribute('data-presence', 'offline');
    expect(within(team).getByText(new RegExp(T.team.openTasks(3)))).toBeInTheDocument();
  });

  it('asks for another period when the time sheet period changes', async () => {
    const { api, user } = setup();
    const sheet = await screen.findByTestId('time-sheet');
    for (const label of ['This Week', 'Last Week', 'This Month', 'Last Month'])
      expect(within(sheet).getByText(label)).toBeInTheDocument();
    await user.click(within(sheet).getByText('Last Month'));
    await waitFor(() =>
      expect(api.callsTo('GET /dashboard/statistics').map((call) => call.query.get('period'))).toContain('last-month'),
    );
  });

  it('a fresh workspace shows empty states, not zeros dressed as data', async () => {
    setup({ statistics: () => emptyStatistics(), notifications: [] });
    expect(await screen.findByText(T.projectStats.empty, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(T.taskStats.empty, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(T.todos.empty)).toBeInTheDocument();
    expect(screen.getByText(T.timeSheet.empty)).toBeInTheDocument();
    expect(screen.getByText(T.activities.empty)).toBeInTheDocument();
    expect(screen.getByText(T.currentProjectsEmpty)).toBeInTheDocument();
    expect(await screen.findByText(T.notifications.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('project-stats-open')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: T.taskStats.byStatus })).not.toBeInTheDocument();
  });

  it('shows the unread count and marks all read', async () => {
    const { api, user } = setup({
      notifications: [makeNotification(1, { title: 'Task assigned' }), makeNotification(2, { is_read: true })],
    });
    const widget = await screen.findByTestId('notifications-widget');
    expect(await within(widget).findByText('Task assigned')).toBeInTheDocument();
    expect(within(widget).getByTitle(T.notifications.unread(1))).toBeInTheDocument();
    await user.click(within(widget).getByRole('button', { name: T.notifications.markAllRead }));
    await waitFor(() => expect(api.callsTo('POST /notifications/mark-all-read')).toHaveLength(1));
    await waitFor(() => expect(within(widget).getByRole('button', { name: T.notifications.markAllRead })).toBeDisabled());
  });

  it('keeps presence live and refetches when tasks or time change', async () => {
    const { api, queryClient } = setup();
    const team = await screen.findByTestId('team-members');
    await waitFor(() => expect(within(team).getByText('Grace Hopper').closest('li')).toHaveAttribute('data-presence', 'offline'));
    act(() =>
      dispatchPresenceEvent(
        { type: 'presence.changed', workspace_id: 1, user_id: 2, status: 'online', at: '2026-11-27T10:00:00.000Z' },
        1,
      ),
    );
    await waitFor(() => expect(within(team).getByText('Grace Hopper').closest('li')).toHaveAttribute('data-presence', 'online'));
    expect(screen.getByTestId('card-team-members')).toHaveTextContent(T.cards.online(2));

    const before = api.callsTo('GET /dashboard/statistics').length;
    // A change made in this tab (the floating timer stopped): the time caches are invalidated.
    queryClient.setQueryData(['time', 'active'], null);
    await act(async () => queryClient.invalidateQueries({ queryKey: ['time'] }));
    await waitFor(() => expect(api.callsTo('GET /dashboard/statistics').length).toBeGreaterThan(before));
  });

  it('counts online members past the listed ones, from the server and live', async () => {
    // 30 members, the first DASHBOARD_TEAM_LIMIT listed: 26 online in all, the server says.
    const listed = FILLED.team.members;
    let online = 26;
    const { api } = setup({ statistics: () => ({ ...FILLED, totalUsers: 30, team: { total: 30, online, members: listed } }) });
    const card = await screen.findByTestId('card-team-members');
    await waitFor(() => expect(card).toHaveTextContent(T.cards.online(26)));

    // A listed member comes online: counted in place, no refetch.
    const before = api.callsTo('GET /dashboard/statistics').length;
    act(() =>
      dispatchPresenceEvent(
        { type: 'presence.changed', workspace_id: 1, user_id: 2, status: 'away', at: '2026-11-27T10:00:00.000Z' },
        1,
      ),
    );
    await waitFor(() => expect(card).toHaveTextContent(T.cards.online(27)));
    expect(api.callsTo('GET /dashboard/statistics')).toHaveLength(before);

    // One past the list goes offline: the server's figure is asked again.
    online = 25;
    act(() =>
      dispatchPresenceEvent(
        { type: 'presence.changed', workspace_id: 1, user_id: 29, status: 'offline', at: '2026-11-27T10:01:00.000Z' },
        1,
      ),
    );
    await waitFor(() => expect(api.callsTo('GET /dashboard/statistics').length).toBeGreaterThan(before));
    await waitFor(() => expect(card).toHaveTextContent(T.cards.online(25)));
  });

  it('quick-start names open Create Project prefilled; members get no start panel', async () => {
    const { user } = setup();
    const panel = await screen.findByTestId('start-project');
    for (const name of T.startProject.names) expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Product Launch' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXTS.createProject.welcome.title)).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('Product Launch')).toBeInTheDocument();
  });

  it('members see no start-new-project panel', async () => {
    setup({ role: 'member' });
    await screen.findByTestId('current-projects');
    await waitFor(() => expect(screen.getByTestId('card-total-projects-value')).toHaveTextContent('3'));
    expect(screen.queryByTestId('start-project')).not.toBeInTheDocument();
  });
});
