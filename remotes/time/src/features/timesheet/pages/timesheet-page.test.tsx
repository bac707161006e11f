import { addDays, dayOf, localTimeZone, TIME_MESSAGES, zonedTime, type TimeEntry } from '@kanri/contracts';
import { formatCalendarDateShort } from '@kanri/design-system';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeProject, makeTask, makeTimeEntry, renderWithApp, Reply, type ApiCall } from '../../../test-utils';
import { TIMESHEET_TEXTS } from '../texts';
import { weekOf } from '../week';
import TimesheetPage from './timesheet-page';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = TIMESHEET_TEXTS;
const H = 3_600_000;
const timeZone = localTimeZone();
const today = dayOf(Date.now(), timeZone);
const week = weekOf(null, today);
const SUNDAY = week.from;
const MONDAY = addDays(SUNDAY, 1);

const at = (date: string, hour: number, minute = 0) => new Date(zonedTime(date, timeZone, hour, minute)).toISOString();

/** A finished entry on `date` from `hour` for `hours`. */
function entry(id: number, date: string, hour: number, hours: number, overrides: Partial<TimeEntry> = {}) {
  return makeTimeEntry(id, {
    started_at: at(date, hour),
    ended_at: new Date(zonedTime(date, timeZone, hour) + hours * H).toISOString(),
    duration_ms: hours * H,
    ...overrides,
  });
}

const onTask = {
  task_id: 4,
  task_title: 'Write the launch plan',
  project_id: 1,
  project_name: 'Website',
  project_color: '#8b5cf6',
};

const dayLabel = (date: string) => `${T.weekdays[week.dates.indexOf(date)]} ${formatCalendarDateShort(date, today)}`;
const cell = (row: string, date: string) => screen.getByLabelText(T.cellLabel(row, dayLabel(date)));
const rowTotal = (row: string) => screen.getByLabelText(T.rowTotalLabel(row));
const dayTotal = (date: string) => screen.getByLabelText(T.dayTotalLabel(dayLabel(date)));
const weekTotal = () => screen.getByLabelText(T.weekTotal);

/**
 * The timesheet over a fake API that keeps the entries: a cell save replaces the row's entries of
 * that day with one manual entry of the new duration (as the server's result would add up).
 */
function setup({
  entries: initial = [],
  handlers = {},
}: { entries?: TimeEntry[]; handlers?: Record<string, (call: ApiCall) => unknown> } = {}) {
  let entries = [...initial];
  let nextId = 100;
  const tasks = [makeTask(4, { title: 'Write the launch plan' }), makeTask(9, { title: 'Design the homepage', project_id: 2 })];
  const projects = [makeProject(1, { name: 'Website', color: '#8b5cf6' }), makeProject(2, { name: 'Mobile app' })];
  const api = fakeApi({
    'GET /time-entries': () => ({
      items: entries,
      total: entries.length,
      total_ms: entries.reduce((sum, item) => sum + item.duration_ms, 0),
      per_page: 500,
      next_cursor: null,
    }),
    'PUT /time-entries/timesheet': (call) => {
      const body = call.body as { date: string; task_id: number | null; description?: string; duration_ms: number };
      const sameRow = (item: TimeEntry) =>
        body.task_id !== null ? item.task_id === body.task_id : item.task_id === null && item.description === body.description;
      entries = entries.filter((item) => !(sameRow(item) && dayOf(Date.parse(item.started_at), timeZone) === body.date));
      const task = tasks.find((candidate) => candidate.id === body.task_id);
      const project = projects.find((candidate) => candidate.id === task?.project_id);
      const added =
        body.duration_ms > 0
          ? [
              entry(nextId++, body.date, 6, body.duration_ms / H, {
                source: 'manual',
                description: body.description ?? 'General work',
                task_id: task?.id ?? null,
                task_title: task?.title ?? null,
                project_id: project?.id ?? null,
                project_name: project?.name ?? null,
                project_color: project?.color ?? null,
              }),
            ]
          : [];
      entries = [...entries, ...added];
      return { entries: added, duration_ms: body.duration_ms };
    },
    'GET /tasks': (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const items = tasks.filter((task) => task.title.toLowerCase().includes(search));
      return { items, total: items.length, page: 1, per_page: 20, next_cursor: null };
    },
    'GET /projects': () => projects,
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/time/timesheet', element: <TimesheetPage /> }], {
    path: '/dashboard/time/timesheet',
  });
  return { ...view, api };
}

/** The rows, once their cells (lazy inputs) are on screen. */
async function rows() {
  const found = await screen.findAllByTestId('timesheet-row');
  await within(found[0]!).findAllByRole('textbox');
  return found;
}

describe('TimesheetPage', () => {
  it('shows the week Sunday to Saturday: a row per task or description, with row, day and week totals', async () => {
    const view = setup({
      entries: [
        entry(1, SUNDAY, 9, 2, onTask),
        entry(2, MONDAY, 9, 1.5, onTask),
        entry(3, SUNDAY, 13, 0.5, { description: 'Research' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    const shown = await rows();
    expect(shown.map((row) => row.getAttribute('data-row-key'))).toEqual(['text:Research', 'task:4']);
    expect(within(shown[0]!).getByText(T.noTask)).toBeInTheDocument();
    expect(within(shown[1]!).getByText('Website')).toBeInTheDocument();
    // long titles and project names are clipped in the bounded Task column: the full text is in the title
    expect(within(shown[1]!).getByTitle('Write the launch plan')).toHaveTextContent('Write the launch plan');
    expect(within(shown[1]!).getByTitle('Website')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: T.tableLabel });
    for (const weekday of T.weekdays) expect(within(table).getByText(weekday)).toBeInTheDocument();
    expect(await screen.findByLabelText(T.cellLabel('Write the launch plan', dayLabel(SUNDAY)))).toHaveValue('2h 0m 0s');
    expect(cell('Write the launch plan', MONDAY)).toHaveValue('1h 30m 0s');
    expect(cell('Research', MONDAY)).toHaveValue('');
    expect(rowTotal('Write the launch plan')).toHaveTextContent('3h 30m 0s');
    expect(rowTotal('Research')).toHaveTextContent('30m 0s');
    expect(dayTotal(SUNDAY)).toHaveTextContent('2h 30m 0s');
    expect(weekTotal()).toHaveTextContent('4h 0m 0s');

    expect(Object.fromEntries(view.api.callsTo('GET /time-entries')[0]!.query)).toEqual({
      period: 'custom',
      from: week.from,
      to: week.to,
      time_zone: timeZone,
      per_page: '500',
    });
  });

  it('moves between weeks', async () => {
    const view = setup();
    await screen.findByText(T.empty);
    expect(screen.getByRole('button', { name: T.week.current })).toBeDisabled();
    await view.user.click(screen.getByRole('button', { name: T.week.previous }));
    await waitFor(() => expect(view.api.callsTo('GET /time-entries').at(-1)!.query.get('from')).toBe(addDays(week.from, -7)));
    expect(view.api.callsTo('GET /time-entries').at(-1)!.query.get('to')).toBe(addDays(week.to, -7));
    await view.user.click(screen.getByRole('button', { name: T.week.current }));
    await view.user.click(screen.getByRole('button', { name: T.week.next }));
    await waitFor(() => expect(view.api.callsTo('GET /time-entries').at(-1)!.query.get('from')).toBe(addDays(week.from, 7)));
  });

  it('saves a typed cell on Enter and shows the saved value and the new totals', async () => {
    const view = setup({ entries: [entry(1, SUNDAY, 9, 2, onTask), entry(3, SUNDAY, 13, 0.5, { description: 'Research' })] });
    await rows();
    const target = cell('Write the launch plan', SUNDAY);
    await view.user.click(target);
    await view.user.keyboard('{Control>}a{/Control}1:30{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('PUT /time-entries/timesheet').map((call) => call.body)).toEqual([
        { date: SUNDAY, time_zone: timeZone, task_id: 4, duration_ms: 1.5 * H },
      ]),
    );
    await waitFor(() => expect(cell('Write the launch plan', SUNDAY)).toHaveValue('1h 30m 0s'));
    await waitFor(() => expect(rowTotal('Write the launch plan')).toHaveTextContent('1h 30m 0s'));
    expect(dayTotal(SUNDAY)).toHaveTextContent('2h 0m 0s');
    expect(weekTotal()).toHaveTextContent('2h 0m 0s');
  });

  it('saves on leaving the cell, sends a description row’s description, and reads every duration form', async () => {
    const view = setup({ entries: [entry(3, SUNDAY, 13, 0.5, { description: 'Research' })] });
    await rows();
    await view.user.click(cell('Research', SUNDAY));
    await view.user.keyboard('{Control>}a{/Control}90m');
    await view.user.tab();
    await waitFor(() => expect(view.api.callsTo('PUT /time-entries/timesheet')).toHaveLength(1));
    expect(view.api.callsTo('PUT /time-entries/timesheet')[0]!.body).toEqual({
      date: SUNDAY,
      time_zone: timeZone,
      task_id: null,
      description: 'Research',
      duration_ms: 1.5 * H,
    });
    await waitFor(() => expect(cell('Research', SUNDAY)).toHaveValue('1h 30m 0s'));
  });

  it('refuses text that is not a duration without sending, and shows a 422’s message and reverts', async () => {
    const view = setup({
      entries: [entry(1, SUNDAY, 9, 2, onTask)],
      handlers: {
        'PUT /time-entries/timesheet': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { duration_ms: [TIME_MESSAGES.dayFull] },
          }),
      },
    });
    await rows();
    await view.user.click(cell('Write the launch plan', SUNDAY));
    await view.user.keyboard('{Control>}a{/Control}lots{Enter}');
    expect(await screen.findByText(T.cellFailed('Write the launch plan', dayLabel(SUNDAY), T.cellInvalid))).toBeInTheDocument();
    expect(cell('Write the launch plan', SUNDAY)).toHaveValue('2h 0m 0s');
    expect(view.api.callsTo('PUT /time-entries/timesheet')).toHaveLength(0);

    await view.user.click(cell('Write the launch plan', SUNDAY));
    await view.user.keyboard('{Control>}a{/Control}25h{Enter}');
    expect(
      await screen.findByText(T.cellFailed('Write the launch plan', dayLabel(SUNDAY), TIME_MESSAGES.tooLong)),
    ).toBeInTheDocument();
    expect(view.api.callsTo('PUT /time-entries/timesheet')).toHaveLength(0);

    await view.user.click(cell('Write the launch plan', SUNDAY));
    await view.user.keyboard('{Control>}a{/Control}9h{Enter}');
    expect(
      await screen.findByText(T.cellFailed('Write the launch plan', dayLabel(SUNDAY), TIME_MESSAGES.dayFull)),
    ).toBeInTheDocument();
    await waitFor(() => expect(cell('Write the launch plan', SUNDAY)).toHaveValue('2h 0m 0s'));
    expect(cell('Write the launch plan', SUNDAY)).toHaveAttribute('aria-invalid', 'true');
    expect(rowTotal('Write the launch plan')).toHaveTextContent('2h 0m 0s');
  });

  it('adds a row for a description, then saves time in it', async () => {
    const view = setup();
    await screen.findByText(T.empty);
    await view.user.click(screen.getAllByRole('button', { name: /Add Row/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await view.user.type(await within(dialog).findByLabelText(T.addRowDialog.description), 'Planning{Enter}');
    const [row] = await rows();
    expect(row).toHaveAttribute('data-row-key', 'text:Planning');
    expect(rowTotal('Planning')).toHaveTextContent('0s');
    await view.user.click(cell('Planning', SUNDAY));
    await view.user.keyboard('1.5{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('PUT /time-entries/timesheet').map((call) => call.body)).toEqual([
        { date: SUNDAY, time_zone: timeZone, task_id: null, description: 'Planning', duration_ms: 1.5 * H },
      ]),
    );
    await waitFor(() => expect(rowTotal('Planning')).toHaveTextContent('1h 30m 0s'));
  });

  it('adds a row for a task found by name', async () => {
    const view = setup();
    await screen.findByText(T.empty);
    await view.user.click(screen.getAllByRole('button', { name: /Add Row/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await view.user.click(await within(dialog).findByRole('combobox', { name: T.addRowDialog.task }));
    await view.user.keyboard('design');
    await waitFor(() => expect(view.api.callsTo('GET /tasks').at(-1)!.query.get('search')).toBe('design'));
    await view.user.click(await screen.findByRole('option', { name: 'Design the homepage · Mobile app' }));
    await view.user.click(within(dialog).getByRole('button', { name: T.addRowDialog.submit }));
    const [row] = await rows();
    expect(row).toHaveAttribute('data-row-key', 'task:9');
    expect(within(row!).getByText('Mobile app')).toBeInTheDocument();
    await view.user.click(cell('Design the homepage', SUNDAY));
    await view.user.keyboard('45m{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('PUT /time-entries/timesheet').map((call) => call.body)).toEqual([
        { date: SUNDAY, time_zone: timeZone, task_id: 9, duration_ms: 45 * 60_000 },
      ]),
    );
  });

  it('shows the empty state, and an error with Retry', async () => {
    let fail = true;
    const view = setup({
      handlers: {
        'GET /time-entries': () =>
          fail
            ? new Reply(500, { error: true, message: 'Server down' })
            : { items: [], total: 0, total_ms: 0, per_page: 500, next_cursor: null },
      },
    });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByText('Retry'));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });
});
