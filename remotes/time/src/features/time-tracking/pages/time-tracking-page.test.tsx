import { DEFAULT_TIME_ENTRY_DESCRIPTION, localTimeZone, TIME_MESSAGES, trackedMs, type TimeReport } from '@kanri/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { makeTimeEntry, makeTimeReport, Reply } from '../../../test-utils';
import { TRACKING_TEXTS } from '../texts';
import { page, renderTrackingPage, statValue } from '../test-support';

// Lazy design-system parts (inputs, modal) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = TRACKING_TEXTS;
const H = 3_600_000;

type TaskRow = TimeReport['by_task'][number];
const taskRow = (overrides: Partial<TaskRow>): TaskRow => ({
  task_id: null,
  title: null,
  description: null,
  project_id: null,
  duration_ms: 0,
  billable_ms: 0,
  amounts: [],
  entries: 1,
  ...overrides,
});

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  jest.useRealTimers();
});

describe('TimeTrackingPage', () => {
  it('shows the spec’s texts and the server’s figures: today, this week, avg daily and sessions', async () => {
    const view = renderTrackingPage({
      reports: {
        today: { duration_ms: 2 * H, entries: 2 },
        week: { duration_ms: 14 * H, entries: 9 },
      },
      entries: [makeTimeEntry(1, { description: 'Write the launch plan' })],
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(statValue(T.stats.today)).toBe('2h 0m 0s'));
    expect(statValue(T.stats.week)).toBe('14h 0m 0s');
    expect(statValue(T.stats.avgDaily)).toBe('2h 0m 0s');
    // The period is This Week unless chosen: its report gives the sessions.
    expect(statValue(T.stats.sessions)).toBe('9');

    for (const text of [T.periods.today, T.periods.month, T.export, T.quickStart.title, T.topTasks.title, T.recent.title]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const label of ['Meeting', 'Development', 'Research', 'Documentation']) {
      expect(screen.getByRole('button', { name: T.quickStart.startLabel(label) })).toHaveTextContent(label);
    }
    // The tab bar reaches the three pages.
    const nav = screen.getByRole('navigation', { name: 'Time tracking' });
    expect(within(nav).getByRole('link', { name: /Tracker/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Timesheet/ })).toHaveAttribute('href', '/dashboard/time/timesheet');
    expect(within(nav).getByRole('link', { name: /Reports/ })).toHaveAttribute('href', '/dashboard/time/reports');

    // Every figure is asked of the server in the user's time zone.
    const reports = view.api.callsTo('GET /time-entries/report').map((call) => call.query.toString());
    expect(reports).toEqual(
      expect.arrayContaining([
        `period=today&time_zone=${encodeURIComponent(view.timeZone)}`,
        `period=week&time_zone=${encodeURIComponent(view.timeZone)}`,
      ]),
    );
    expect(view.api.callsTo('GET /time-entries').map((call) => Object.fromEntries(call.query))).toEqual([
      { period: 'week', time_zone: view.timeZone, per_page: '10' },
    ]);
  });

  it('shows the empty texts, and no Daily Progress, when nothing is tracked', async () => {
    renderTrackingPage();
    expect(await screen.findByText(T.topTasks.empty)).toBeInTheDocument();
    expect(await screen.findByText(T.recent.empty)).toBeInTheDocument();
    expect(T.topTasks.empty).toBe('No time tracked yet. Start a timer to see statistics.');
    expect(T.recent.empty).toBe('No time entries yet.');
    expect(statValue(T.stats.today)).toBe('0s');
    expect(statValue(T.stats.sessions)).toBe('0');
    expect(screen.queryByText(T.progress.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.banner.label })).not.toBeInTheDocument();
  });

  it('lists the top 5 tasks longest first, and the recent entries marked Completed, Tracking or Paused', async () => {
    const byTask = [1, 6, 3, 2, 5, 4].map((hours) =>
      taskRow({ task_id: hours, title: `Task ${hours}`, project_id: 1, duration_ms: hours * H }),
    );
    renderTrackingPage({
      reports: { week: { by_task: [...byTask, taskRow({ description: 'Research', duration_ms: 30 * 60_000 })] } },
      entries: [
        makeTimeEntry(3, { description: 'Pairing', ended_at: null, is_active: true, duration_ms: 60_000 }),
        makeTimeEntry(2, { description: 'Code review', duration_ms: 5_400_000, ended_at: '2026-11-01T10:30:00.000Z' }),
        makeTimeEntry(1, { description: 'Standup', duration_ms: 900_000, ended_at: '2026-11-01T09:15:00.000Z' }),
      ],
    });
    const top = await within(await screen.findByRole('region', { name: T.topTasks.title })).findAllByTestId('top-task');
    expect(top.map((row) => row.textContent)).toEqual([
      'Task 66h 0m 0s',
      'Task 55h 0m 0s',
      'Task 44h 0m 0s',
      'Task 33h 0m 0s',
      'Task 22h 0m 0s',
    ]);
    // a long name is ellipsised in the card: the full name is in the title
    expect(within(top[0]!).getByTitle('Task 6')).toHaveTextContent('Task 6');
    const rows = await within(region(T.recent.title)).findAllByTestId('time-entry');
    expect(rows.map((row) => within(row).getByText(/^(Completed|Tracking|Paused)$/).textContent)).toEqual([
      T.recent.tracking,
      T.recent.completed,
      T.recent.completed,
    ]);
    expect(within(rows[1]!).getByText('1h 30m 0s')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Standup')).toBeInTheDocument();
  });

  it('asks for the chosen period’s sessions, top tasks and entries', async () => {
    const view = renderTrackingPage({ reports: { month: { entries: 31 } } });
    await screen.findByText(T.recent.empty);
    await view.user.click(screen.getByText(T.periods.month));
    await waitFor(() => expect(statValue(T.stats.sessions)).toBe('31'));
    expect(view.api.callsTo('GET /time-entries').at(-1)!.query.get('period')).toBe('month');
    expect(view.api.callsTo('GET /time-entries/report').some((call) => call.query.get('period') === 'month')).toBe(true);
  });

  it('Quick Start starts a timer with the typed text on Enter, a quick button’s name, or none (General work)', async () => {
    const started: unknown[] = [];
    const view = renderTrackingPage({
      handlers: {
        'POST /time-entries/start': (call) => {
          started.push(call.body);
          const body = call.body as { description?: string };
          return makeTimeEntry(50, {
            description: body.description || DEFAULT_TIME_ENTRY_DESCRIPTION,
            ended_at: null,
            is_active: true,
            duration_ms: 0,
          });
        },
      },
    });
    const input = await screen.findByLabelText(T.quickStart.label);
    await view.user.type(input, 'Write the docs{Enter}');
    await waitFor(() => expect(started).toEqual([{ description: 'Write the docs' }]));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(await screen.findByText(TIME_MESSAGES.timerStarted)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: T.quickStart.startLabel('Research') }));
    await waitFor(() => expect(started).toHaveLength(2));
    await view.user.type(input, '{Enter}');
    await waitFor(() => expect(started).toEqual([{ description: 'Write the docs' }, { description: 'Research' }, {}]));
  });

  it('shows the running timer and ticks Today’s Time and This Week every second; paused, they stand still', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-03T10:00:00.000Z'), advanceTimers: true });
    const running = makeTimeEntry(7, {
      description: 'Deep work',
      task_title: 'Write the launch plan',
      project_name: 'Website',
      task_id: 4,
      project_id: 1,
      started_at: '2026-11-03T09:00:00.000Z',
      ended_at: null,
      is_active: true,
      duration_ms: H,
    });
    let active = running;
    const view = renderTrackingPage({
      handlers: {
        // The server's figures include the timer's time up to the reply.
        'GET /time-entries/report': (call) => {
          const period = call.query.get('period') as 'today' | 'week';
          const tracked = trackedMs(active, Date.now());
          return makeTimeReport(
            { duration_ms: tracked + (period === 'week' ? 6 * H : 0), entries: 1 },
            { period, timeZone: localTimeZone() },
          );
        },
        'GET /time-entries/active': () => active,
        'POST /time-entries/pause': () => {
          active = {
            ...running,
            is_paused: true,
            duration_ms: H + 5_000,
            pauses: [{ started_at: new Date().toISOString(), ended_at: null }],
          };
          return active;
        },
      },
      options: { userEvent: { advanceTimers: jest.advanceTimersByTime, delay: null } },
    });
    const banner = await screen.findByRole('region', { name: T.banner.label });
    expect(within(banner).getByTestId('timer-state')).toHaveTextContent(T.banner.tracking);
    expect(within(banner).getByText('Deep work')).toBeInTheDocument();
    expect(within(banner).getByText('Write the launch plan · Website')).toBeInTheDocument();
    await waitFor(() => expect(statValue(T.stats.today)).toBe('1h 0m 0s'));
    expect(within(banner).getByTestId('timer-duration')).toHaveTextContent('1h 0m 0s');

    act(() => jest.advanceTimersByTime(3000));
    expect(within(banner).getByTestId('timer-duration')).toHaveTextContent('1h 0m 3s');
    expect(statValue(T.stats.today)).toBe('1h 0m 3s');
    expect(statValue(T.stats.week)).toBe('7h 0m 3s');

    act(() => jest.advanceTimersByTime(2000));
    await view.user.click(within(banner).getByRole('button', { name: /Pause/ }));
    await waitFor(() => expect(within(banner).getByTestId('timer-state')).toHaveTextContent(T.banner.paused));
    expect(view.api.callsTo('POST /time-entries/pause')).toHaveLength(1);
    await waitFor(() => expect(statValue(T.stats.today)).toBe('1h 0m 5s'));
    const shown = within(banner).getByTestId('timer-duration').textContent;
    act(() => jest.advanceTimersByTime(5000));
    expect(within(banner).getByTestId('timer-duration').textContent).toBe(shown);
    expect(statValue(T.stats.today)).toBe('1h 0m 5s');
    expect(within(banner).getByRole('button', { name: /Resume/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /Stop/ })).toBeInTheDocument();
  });

  it('Stop stops the timer and the banner goes', async () => {
    const running = makeTimeEntry(7, { ended_at: null, is_active: true, duration_ms: 1000 });
    let active: typeof running | null = running;
    const view = renderTrackingPage({
      handlers: {
        'GET /time-entries/active': () => active,
        'POST /time-entries/stop': () => {
          active = null;
          return { ...running, is_active: false, ended_at: new Date().toISOString() };
        },
      },
    });
    const banner = await screen.findByRole('region', { name: T.banner.label });
    await view.user.click(within(banner).getByRole('button', { name: /Stop/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: T.banner.label })).not.toBeInTheDocument());
    expect(view.api.callsTo('POST /time-entries/stop')).toHaveLength(1);
    expect(await screen.findByText(TIME_MESSAGES.timerStopped)).toBeInTheDocument();
  });

  it('shows Daily Progress towards the 8-hour goal, then Goal achieved!', async () => {
    const view = renderTrackingPage({ reports: { today: { duration_ms: 2 * H, entries: 1 } } });
    const progress = await screen.findByRole('region', { name: T.progress.title });
    expect(within(progress).getByText(T.progress.goal('8h 0m 0s'))).toBeInTheDocument();
    expect(within(progress).getByText('25%')).toBeInTheDocument();
    expect(within(progress).getByText(T.progress.remaining('6h 0m 0s'))).toBeInTheDocument();
    view.unmount();

    renderTrackingPage({ reports: { today: { duration_ms: 8 * H + 60_000, entries: 3 } } });
    const done = await screen.findByRole('region', { name: T.progress.title });
    expect(within(done).getByText('100%')).toBeInTheDocument();
    expect(within(done).getByText(T.progress.achieved)).toBeInTheDocument();
    expect(T.progress.achieved).toBe('Goal achieved!');
  });

  it('shows an error with Retry when the figures cannot be loaded', async () => {
    let fail = true;
    const view = renderTrackingPage({
      handlers: {
        'GET /time-entries/report': (call) =>
          fail
            ? new Reply(500, { error: true, message: 'Server down' })
            : makeTimeReport({}, { period: call.query.get('period') as 'today' | 'week', timeZone: localTimeZone() }),
      },
    });
    expect(await screen.findByText(T.stats.loadFailed)).toBeInTheDocument();
    expect(screen.getAllByText('Server down').length).toBeGreaterThan(0);
    fail = false;
    await view.user.click(within(region(T.stats.label)).getByText('Retry'));
    await waitFor(() => expect(statValue(T.stats.today)).toBe('0s'));
  });

  it('Export downloads the chosen period’s CSV in the user’s time zone', async () => {
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const view = renderTrackingPage({
      handlers: { 'GET /time-entries/export': () => new Reply(200, 'Date,Start\n') },
    });
    await screen.findByText(T.recent.empty);
    await view.user.click(screen.getByText(T.periods.today));
    await view.user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [call] = view.api.callsTo('GET /time-entries/export');
    expect(Object.fromEntries(call!.query)).toEqual({ period: 'today', time_zone: view.timeZone });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('Recent Time Entries: add, edit, delete', () => {
  it('adds an entry by hand: the contract’s rules first, then the server’s 422 under the field', async () => {
    let refuse = true;
    const view = renderTrackingPage({
      handlers: {
        'POST /time-entries/store': (call) =>
          refuse
            ? new Reply(422, {
                error: true,
                message: 'The given data was invalid.',
                errors: { started_at: [TIME_MESSAGES.overlap] },
              })
            : makeTimeEntry(60, { description: (call.body as { description: string }).description, source: 'manual' }),
      },
    });
    await screen.findByText(T.recent.empty);
    await view.user.click(within(region(T.recent.title)).getByRole('button', { name: /Add Entry/ }));
    const dialog = await screen.findByRole('dialog');
    const start = await within(dialog).findByLabelText(T.dialog.start);
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await within(dialog).findByText(TIME_MESSAGES.startRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(TIME_MESSAGES.endOrDuration)).toBeInTheDocument();
    expect(view.api.callsTo('POST /time-entries/store')).toHaveLength(0);

    await view.user.type(start, '9:00');
    await view.user.type(within(dialog).getByLabelText(T.dialog.end), '10:30');
    await view.user.type(within(dialog).getByLabelText(T.dialog.description), 'Client call');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await within(dialog).findByText(TIME_MESSAGES.overlap)).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    const [sent] = view.api.callsTo('POST /time-entries/store').map((call) => call.body as Record<string, unknown>);
    expect(sent).toMatchObject({ description: 'Client call', billable: true });
    expect(Date.parse(sent!.ended_at as string) - Date.parse(sent!.started_at as string)).toBe(1.5 * H);
    expect(new Date(sent!.started_at as string).getHours()).toBe(9);

    refuse = false;
    await view.user.clear(start);
    await view.user.type(start, '8:00');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await screen.findByText(TIME_MESSAGES.entryCreated)).toBeInTheDocument();
    expect(view.api.callsTo('POST /time-entries/store')).toHaveLength(2);
  });

  it('adds an entry with a duration instead of an end', async () => {
    const view = renderTrackingPage({
      handlers: { 'POST /time-entries/store': () => makeTimeEntry(61, { source: 'manual' }) },
    });
    await screen.findByText(T.recent.empty);
    await view.user.click(within(region(T.recent.title)).getByRole('button', { name: /Add Entry/ }));
    const dialog = await screen.findByRole('dialog');
    await view.user.type(await within(dialog).findByLabelText(T.dialog.start), '13:15');
    await view.user.click(within(dialog).getByText(T.dialog.modes.duration));
    const duration = await within(dialog).findByLabelText(T.dialog.duration);
    await view.user.type(duration, 'soon');
    await view.user.click(within(dialog).getByRole('button', { name: T.dialog.add }));
    expect(await within(dialog).findByText(T.dialog.durationInvalid)).toBeInTheDocument();
    await view.user.clear(duration);
    await view.user.type(duration, '1h 30m{Enter}');
    await waitFor(() => expect(view.api.callsTo('POST /time-entries/store')).toHaveLength(1));
    const body = view.api.callsTo('POST /time-entries/store')[0]!.body as Record<string, unknown>;
    expect(body.duration_ms).toBe(1.5 * H);
    expect(body).not.toHaveProperty('ended_at');
    expect(body).not.toHaveProperty('description');
  });

  it('edits an entry: only what changed is sent', async () => {
    const entry = makeTimeEntry(5, { description: 'Standup' });
    const view = renderTrackingPage({
      entries: [entry],
      handlers: {
        'PUT /time-entries/update': (call) => ({ ...entry, ...(call.body as object) }),
      },
    });
    const row = await within(await screen.findByRole('region', { name: T.recent.title })).findByTestId('time-entry');
    await view.user.click(within(row).getByRole('button', { name: T.recent.editLabel('Standup') }));
    const dialog = await screen.findByRole('dialog');
    const description = await within(dialog).findByLabelText(T.dialog.description);
    expect(description).toHaveValue('Standup');
    await view.user.clear(description);
    await view.user.type(description, 'Daily standup{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('PUT /time-entries/update').map((call) => call.body)).toEqual([
        { id: 5, description: 'Daily standup' },
      ]),
    );
    expect(await screen.findByText(TIME_MESSAGES.entryUpdated)).toBeInTheDocument();
  });

  it('deletes an entry after asking', async () => {
    let entries = [makeTimeEntry(5, { description: 'Standup' }), makeTimeEntry(6, { description: 'Review' })];
    const view = renderTrackingPage({
      handlers: {
        'GET /time-entries': () => page(entries),
        'DELETE /time-entries/destroy/:id': (call) => {
          entries = entries.filter((entry) => String(entry.id) !== call.params.id);
          return { id: Number(call.params.id) };
        },
      },
    });
    const rows = await within(await screen.findByRole('region', { name: T.recent.title })).findAllByTestId('time-entry');
    await view.user.click(within(rows[0]!).getByRole('button', { name: T.recent.deleteLabel('Standup') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteDialog.body('Standup', '1h 0m 0s'))).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: T.deleteDialog.ok }));
    expect(await screen.findByText(TIME_MESSAGES.entryDeleted)).toBeInTheDocument();
    expect(view.api.callsTo('DELETE /time-entries/destroy/:id').map((call) => call.path)).toEqual(['/time-entries/destroy/5']);
    await waitFor(() => expect(within(region(T.recent.title)).getAllByTestId('time-entry')).toHaveLength(1));
  });
});
