import { localTimeZone, type Role, type TimeReport } from '@kanri/contracts';
import { formatMoney } from '@kanri/design-system';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeMember, makeProject, makeTimeReport, renderWithApp, Reply, type ApiCall } from '../../../test-utils';
import { REPORT_TEXTS } from '../texts';
import ReportsPage from './reports-page';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = REPORT_TEXTS;
const H = 3_600_000;
const timeZone = localTimeZone();

const ada = { id: 1, full_name: 'Ada Lovelace', email: 'ada@kanri.test', photo_url: null };
const grace = { id: 2, full_name: 'Grace Hopper', email: 'grace@kanri.test', photo_url: null };

function weekReport(overrides: Partial<TimeReport> = {}): TimeReport {
  const base = makeTimeReport({}, { period: 'week', timeZone });
  return {
    ...base,
    duration_ms: 10 * H,
    billable_ms: 6 * H,
    amounts: [
      { currency: 'USD', amount_minor: 12_000 },
      { currency: 'EUR', amount_minor: 4_050 },
    ],
    entries: 7,
    by_day: base.by_day.map((day, index) => ({
      ...day,
      duration_ms: index === 1 ? 4 * H : index === 2 ? 6 * H : 0,
      billable_ms: index === 2 ? 6 * H : 0,
    })),
    by_project: [
      {
        project_id: 1,
        name: 'Website',
        color: '#8b5cf6',
        duration_ms: 6 * H,
        billable_ms: 6 * H,
        amounts: [{ currency: 'USD', amount_minor: 12_000 }],
        entries: 4,
      },
      { project_id: null, name: null, color: null, duration_ms: 4 * H, billable_ms: 0, amounts: [], entries: 3 },
    ],
    by_member: [
      { user: ada, duration_ms: 7 * H, billable_ms: 4 * H, amounts: [{ currency: 'USD', amount_minor: 8_000 }], entries: 5 },
      { user: grace, duration_ms: 3 * H, billable_ms: 2 * H, amounts: [{ currency: 'EUR', amount_minor: 4_050 }], entries: 2 },
    ],
    by_task: [
      {
        task_id: 4,
        title: 'Write the launch plan',
        description: null,
        project_id: 1,
        duration_ms: 6 * H,
        billable_ms: 6 * H,
        amounts: [{ currency: 'USD', amount_minor: 12_000 }],
        entries: 4,
      },
      {
        task_id: null,
        title: null,
        description: 'Research',
        project_id: null,
        duration_ms: 4 * H,
        billable_ms: 0,
        amounts: [],
        entries: 3,
      },
    ],
    ...overrides,
  };
}

function setup({
  role = 'admin',
  report = weekReport(),
  handlers = {},
}: { role?: Role; report?: TimeReport; handlers?: Record<string, (call: ApiCall) => unknown> } = {}) {
  const api = fakeApi({
    'GET /time-entries/report': () => report,
    'GET /projects': () => [makeProject(1, { name: 'Website' }), makeProject(2, { name: 'Mobile app' })],
    'GET /users': () => [makeMember(1, { full_name: 'Ada Lovelace' }), makeMember(2, { full_name: 'Grace Hopper' })],
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/time/reports', element: <ReportsPage /> }], {
    path: '/dashboard/time/reports',
    role,
  });
  return { ...view, api };
}

const lastReportQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(api.callsTo('GET /time-entries/report').at(-1)!.query);

const statValue = (title: string) => {
  const totals = screen.getByRole('region', { name: T.totals.label });
  return within(totals).getByText(title).parentElement!.children[1]!.textContent;
};

async function choose(user: ReturnType<typeof setup>['user'], label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ReportsPage', () => {
  it('shows the totals with an amount per currency, hours per day, and the tables by project, member and task', async () => {
    const view = setup();
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await screen.findByRole('region', { name: T.totals.label });
    expect(statValue(T.totals.total)).toBe('10h 0m 0s');
    expect(statValue(T.totals.billable)).toBe('6h 0m 0s');
    expect(statValue(T.totals.entries)).toBe('7');
    const amounts = screen.getByTestId('report-amounts');
    expect(amounts).toHaveTextContent(formatMoney(12_000, 'USD'));
    expect(amounts).toHaveTextContent(formatMoney(4_050, 'EUR'));
    expect(formatMoney(4_050, 'EUR')).toBe('€40.50');

    const bars = screen.getAllByTestId('day-bar');
    expect(bars).toHaveLength(7);
    expect(bars[2]!.getAttribute('aria-label')).toMatch(/^Tue .+: 6h 0m 0s \(6h 0m 0s billable\)$/);
    expect(bars[0]!.getAttribute('aria-label')).toMatch(/^Sun .+: 0s \(0s billable\)$/);

    const byProject = await screen.findByRole('region', { name: T.byProject.title });
    const projectRows = await within(byProject).findAllByTestId('project-row');
    expect(within(projectRows[0]!).getByText('Website')).toBeInTheDocument();
    expect(within(projectRows[0]!).getByText('$120.00')).toBeInTheDocument();
    expect(within(projectRows[1]!).getByText(T.noProject)).toBeInTheDocument();

    const byMember = screen.getByRole('region', { name: T.byMember.title });
    const memberRows = await within(byMember).findAllByTestId('member-row');
    expect(within(memberRows[1]!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(memberRows[1]!).getByText('€40.50')).toBeInTheDocument();

    const taskRows = await within(screen.getByRole('region', { name: T.byTask.title })).findAllByTestId('task-row');
    expect(within(taskRows[0]!).getByText('Write the launch plan')).toBeInTheDocument();
    expect(within(taskRows[1]!).getByText('Research')).toBeInTheDocument();
    expect(within(taskRows[1]!).getByText(T.noTask)).toBeInTheDocument();

    expect(lastReportQuery(view.api)).toEqual({ period: 'week', time_zone: timeZone, user_id: 'all' });
  });

  it.each<Role>(['admin', 'manager'])('lets %s choose a member, then shows no By member table', async (role) => {
    const view = setup({ role });
    await screen.findByRole('region', { name: T.byMember.title });
    await choose(view.user, T.filters.member, 'Grace Hopper');
    await waitFor(() => expect(lastReportQuery(view.api)).toEqual({ period: 'week', time_zone: timeZone, user_id: '2' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: T.byMember.title })).not.toBeInTheDocument());
  });

  it.each<Role>(['member', 'developer'])('shows a %s only their own time: no member filter, no By member table', async (role) => {
    const view = setup({ role });
    await screen.findByRole('region', { name: T.byProject.title });
    expect(screen.queryByRole('combobox', { name: T.filters.member })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.byMember.title })).not.toBeInTheDocument();
    expect(lastReportQuery(view.api)).toEqual({ period: 'week', time_zone: timeZone });
    expect(view.api.callsTo('GET /users')).toHaveLength(0);
  });

  it('filters by period, project and billable, and exports the same filter', async () => {
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = setup({
      role: 'member',
      handlers: {
        'GET /time-entries/report': (call) =>
          makeTimeReport({}, { period: call.query.get('period') as 'week' | 'month', timeZone }),
        'GET /time-entries/export': () => new Reply(200, 'Date\n'),
      },
    });
    await screen.findByText(T.empty);
    await view.user.click(screen.getByText(T.filters.periods.month));
    await choose(view.user, T.filters.project, 'Mobile app');
    await choose(view.user, T.filters.billable, T.filters.billableOptions.billable);
    await waitFor(() =>
      expect(lastReportQuery(view.api)).toEqual({ period: 'month', time_zone: timeZone, project_id: '2', billable: 'true' }),
    );
    await view.user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(view.api.callsTo('GET /time-entries/export')[0]!.query)).toEqual({
      period: 'month',
      time_zone: timeZone,
      project_id: '2',
      billable: 'true',
    });
    click.mockRestore();
  });

  it('asks for a custom range from the start of the month to today', async () => {
    const view = setup({ role: 'member' });
    await screen.findByRole('region', { name: T.totals.label });
    await view.user.click(screen.getByText(T.filters.periods.custom));
    await waitFor(() => expect(lastReportQuery(view.api).period).toBe('custom'));
    const query = lastReportQuery(view.api);
    expect(query.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query.to! >= query.from!).toBe(true);
    expect(await screen.findByLabelText(T.filters.from)).toBeInTheDocument();
    expect(screen.getByLabelText(T.filters.to)).toBeInTheDocument();
  });

  it('shows the empty text, and an error with Retry', async () => {
    let fail = true;
    const view = setup({
      handlers: {
        'GET /time-entries/report': () =>
          fail ? new Reply(500, { error: true, message: 'Server down' }) : makeTimeReport({}, { timeZone }),
      },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByText('Retry'));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(statValue(T.totals.amount)).toBe(T.totals.noAmount);
  });
});
