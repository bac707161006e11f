import { DEFAULT_CLICK_APPS, TIME_MESSAGES } from '@kanri/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProject, makeTask, Reply } from '../../../test-utils';
import { STOPPED_GRACE_MS, TASK_TIMER_TEXTS as TT, trackedObservations } from '../../task-timer';
import { runningEntry, timerServer } from '../../task-timer/testing';
import { findRow, headerKeys, listServer, mockListGeometry, renderProjectPage } from '../test-support';

// Whole pages with antd under jsdom: slow on a busy machine.
jest.setTimeout(120_000);

let restoreGeometry: () => void;
beforeAll(() => {
  restoreGeometry = mockListGeometry();
});
afterAll(() => restoreGeometry());
beforeEach(() => trackedObservations.clear());
afterEach(() => jest.useRealTimers());

const project = (overrides: Parameters<typeof makeProject>[1] = {}) => makeProject(1, { name: 'Website', ...overrides });

const tasks = () => [
  makeTask(1, { title: 'Write brief', tracked_ms: 3_723_000 }),
  makeTask(2, { title: 'Ship it', tracked_ms: 60_000 }),
  makeTask(3, { title: 'Plan launch' }),
];

/** The Time tracked figure of a row, in whole seconds (`1h 2m 3s` → 3723). */
function trackedSeconds(row: HTMLElement): number {
  const text = within(row).getByTestId('task-tracked-time').textContent ?? '';
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(text)?.[1] ?? 0);
  return part('h') * 3600 + part('m') * 60 + part('s');
}

describe('Time tracked column', () => {
  it("shows each task's tracked time from the API", async () => {
    listServer({ project: project(), tasks: tasks() });
    renderProjectPage(1);
    const first = await findRow('Write brief');
    expect(within(first).getByTestId('task-tracked-time')).toHaveTextContent('1h 2m 3s');
    expect(within(await findRow('Ship it')).getByTestId('task-tracked-time')).toHaveTextContent('1m 0s');
    expect(within(await findRow('Plan launch')).getByTestId('task-tracked-time')).toHaveTextContent('0s');
  });

  it('starts a timer on the row’s task, shows it running, pauses, resumes and stops it', async () => {
    const timer = timerServer();
    const api = listServer({ project: project(), tasks: tasks(), handlers: timer.handlers });
    const { user } = renderProjectPage(1);
    await user.click(within(await findRow('Write brief')).getByRole('button', { name: TT.startOn('Write brief') }));

    await waitFor(() =>
      expect(api.callsTo('POST /time-entries/start').map((call) => call.body)).toEqual([
        { task_id: 1, description: 'Write brief' },
      ]),
    );
    // Pause is in the cell, shown on row hover or focus (see the compact cell test below).
    const pause = await within(await findRow('Write brief')).findByRole('button', { name: TT.pauseOn('Write brief') });
    const row = await findRow('Write brief');
    expect(within(row).getByRole('img', { name: TT.tracking })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: TT.stopOn('Write brief') })).toBeInTheDocument();
    // The other rows still offer to start.
    expect(within(await findRow('Ship it')).getByRole('button', { name: TT.startOn('Ship it') })).toBeInTheDocument();
    expect(within(await findRow('Ship it')).queryByRole('img', { name: TT.tracking })).toBeNull();
    // The tasks' tracked time refetches after the change.
    await waitFor(() => expect(api.callsTo('GET /tasks').length).toBeGreaterThan(1));

    await user.click(pause);
    expect(await within(await findRow('Write brief')).findByRole('img', { name: TT.paused })).toBeInTheDocument();
    expect(api.callsTo('POST /time-entries/pause')).toHaveLength(1);
    await user.click(within(await findRow('Write brief')).getByRole('button', { name: TT.resumeOn('Write brief') }));
    expect(await within(await findRow('Write brief')).findByRole('img', { name: TT.tracking })).toBeInTheDocument();
    expect(api.callsTo('POST /time-entries/resume')).toHaveLength(1);

    await user.click(within(await findRow('Write brief')).getByRole('button', { name: TT.stopOn('Write brief') }));
    expect(
      await within(await findRow('Write brief')).findByRole('button', { name: TT.startOn('Write brief') }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /time-entries/stop')).toHaveLength(1);
    expect(within(await findRow('Write brief')).queryByRole('img', { name: TT.tracking })).toBeNull();
  });

  it('keeps the running cell compact: one shown control with the state on it, Pause revealed, the figure whole in its title', async () => {
    const timer = timerServer({ active: runningEntry(1, 60) });
    listServer({ project: project(), tasks: tasks(), handlers: timer.handlers });
    const { user } = renderProjectPage(1);
    const row = await findRow('Write brief');
    const dot = await within(row).findByRole('img', { name: TT.tracking });
    const stop = within(row).getByRole('button', { name: TT.stopOn('Write brief') });
    const pause = within(row).getByRole('button', { name: TT.pauseOn('Write brief') });
    const figure = within(row).getByTestId('task-tracked-time');

    // Stop is the one control shown; the Tracking dot sits on it, taking no room of its own.
    const primary = stop.closest('.kpt-timer-primary');
    expect(primary).not.toBeNull();
    expect(primary).toContainElement(dot);
    // Pause comes after the figure (revealing it moves neither Stop nor the figure), hidden until
    // the row is hovered or the cell has the focus — and reached by keyboard from Stop.
    expect(pause.closest('.kpt-timer-reveal')).not.toBeNull();
    expect(figure.compareDocumentPosition(pause) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    stop.focus();
    await user.tab();
    expect(pause).toHaveFocus();
    // The figure's whole value is in its title, should a narrowed column cut it.
    expect(figure).toHaveAttribute('title', TT.trackedTime(figure.textContent ?? ''));
    expect(figure.textContent).toMatch(/\d+m \d+s$/);

    // An idle row: Start and the total, nothing to reveal.
    const idle = await findRow('Ship it');
    expect(within(idle).getByRole('button', { name: TT.startOn('Ship it') })).toBeInTheDocument();
    expect(within(idle).queryByRole('button', { name: TT.pauseOn('Ship it') })).toBeNull();
    expect(within(idle).getByTestId('task-tracked-time')).toHaveAttribute('title', TT.trackedTime('1m 0s'));
  });

  it('toasts the server’s message when the timer cannot start', async () => {
    const timer = timerServer({
      startReply: () =>
        new Reply(422, { error: true, message: TIME_MESSAGES.taskNotFound, errors: { task_id: [TIME_MESSAGES.taskNotFound] } }),
    });
    listServer({ project: project(), tasks: tasks(), handlers: timer.handlers });
    const { user } = renderProjectPage(1);
    await user.click(within(await findRow('Ship it')).getByRole('button', { name: TT.startOn('Ship it') }));
    expect(await screen.findByText(TIME_MESSAGES.taskNotFound)).toBeInTheDocument();
    expect(within(await findRow('Ship it')).getByRole('button', { name: TT.startOn('Ship it') })).toBeInTheDocument();
  });

  it('ticks every second on the task being tracked only, without counting the running entry twice', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00.000Z') });
    // A minute into the timer: the API's figure already holds that minute (5 min before + 1 min).
    const timer = timerServer({ active: runningEntry(1, 60) });
    listServer({
      project: project(),
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 360_000 }), makeTask(2, { title: 'Ship it', tracked_ms: 60_000 })],
      handlers: timer.handlers,
    });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    await within(row).findByRole('img', { name: TT.tracking });
    const other = await findRow('Ship it');

    const first = trackedSeconds(row);
    expect(first).toBeGreaterThanOrEqual(360);
    expect(first).toBeLessThan(363);
    act(() => jest.advanceTimersByTime(1000));
    expect(trackedSeconds(row)).toBe(first + 1);
    act(() => jest.advanceTimersByTime(1000));
    expect(trackedSeconds(row)).toBe(first + 2);
    act(() => jest.advanceTimersByTime(58_000));
    expect(trackedSeconds(row)).toBe(first + 60);
    expect(within(other).getByTestId('task-tracked-time')).toHaveTextContent('1m 0s');
  });

  it('keeps the figure reached when the timer stops instead of falling back to the total read before', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00.000Z') });
    const timer = timerServer({ active: runningEntry(1, 60) });
    listServer({
      project: project(),
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 360_000 })],
      handlers: timer.handlers,
    });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    await within(row).findByRole('img', { name: TT.tracking });
    act(() => jest.advanceTimersByTime(30_000));
    const reached = trackedSeconds(row);
    expect(reached).toBeGreaterThanOrEqual(390);

    fireEvent.click(within(row).getByRole('button', { name: TT.stopOn('Write brief') }));
    await within(await findRow('Write brief')).findByRole('button', { name: TT.startOn('Write brief') });
    // This fake's total did not change: the figure stays where the timer stopped, and no longer ticks.
    const stopped = trackedSeconds(await findRow('Write brief'));
    expect(stopped).toBeGreaterThanOrEqual(reached);
    expect(stopped).toBeLessThan(reached + 2);
    act(() => jest.advanceTimersByTime(5000));
    expect(trackedSeconds(await findRow('Write brief'))).toBe(stopped);
    // Without a new total from the API within STOPPED_GRACE_MS, the API's figure is the truth again.
    act(() => jest.advanceTimersByTime(STOPPED_GRACE_MS));
    expect(trackedSeconds(await findRow('Write brief'))).toBe(360);
  });

  it('stops ticking while the timer is paused', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00.000Z') });
    const pausedAt = new Date(Date.now() - 30_000).toISOString();
    const timer = timerServer({
      active: runningEntry(1, 90, { is_paused: true, pauses: [{ started_at: pausedAt, ended_at: null }], duration_ms: 60_000 }),
    });
    listServer({
      project: project(),
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 60_000 })],
      handlers: timer.handlers,
    });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    await within(row).findByRole('img', { name: TT.paused });
    expect(within(row).getByTestId('task-tracked-time')).toHaveTextContent('1m 0s');
    act(() => jest.advanceTimersByTime(5000));
    expect(within(row).getByTestId('task-tracked-time')).toHaveTextContent('1m 0s');
    expect(within(row).getByRole('button', { name: TT.resumeOn('Write brief') })).toBeInTheDocument();
  });

  it('shows no timer, no column and asks for no timer when the Time Tracking ClickApp is off', async () => {
    const api = listServer({
      project: project({ click_apps: { ...DEFAULT_CLICK_APPS, 'time-tracking': false } }),
      tasks: tasks(),
      handlers: timerServer({ active: runningEntry(1, 60) }).handlers,
    });
    renderProjectPage(1);
    const row = await findRow('Write brief');
    await waitFor(() => expect(headerKeys()).not.toContain('time_tracked'));
    expect(headerKeys()).toContain('status');
    expect(within(row).queryByRole('button', { name: TT.startOn('Write brief') })).toBeNull();
    expect(screen.queryByTestId('task-tracked-time')).toBeNull();
    expect(screen.queryByRole('img', { name: TT.tracking })).toBeNull();
    expect(api.callsTo('GET /time-entries/active')).toHaveLength(0);
  });
});
