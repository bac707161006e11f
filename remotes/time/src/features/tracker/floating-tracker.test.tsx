import { TIME_MESSAGES, trackedMs, type TimeEntry, type TimerStartRequest } from '@kanri/contracts';
import {
  fakeApi,
  makeTimeEntry,
  makeTimeReport,
  renderWithApp,
  Reply,
  setupUser,
  spyOnToasts,
  toastTexts,
  type ApiCall,
} from '../../test-utils';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FloatingTracker } from './floating-tracker';
import { TRACKER_TEXTS as T } from './texts';

// Lazy design-system parts (Input) can take more than a second to appear on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const iso = (ms: number) => new Date(ms).toISOString();

/** Ada's active timer, started `elapsedMs` ago. */
function runningEntry(id: number, elapsedMs: number, overrides: Partial<TimeEntry> = {}): TimeEntry {
  return makeTimeEntry(id, {
    description: 'Writing specs',
    started_at: iso(Date.now() - elapsedMs),
    ended_at: null,
    is_active: true,
    duration_ms: elapsedMs,
    ...overrides,
  });
}

/**
 * The tracker over a fake API that keeps Ada's timer like the server: start (stopping the running
 * one; an empty description is `General work`), pause, resume, stop, description updates; today's
 * report has `finishedMs` of finished time plus the active timer's tracked time.
 */
function setup({
  active = null,
  finishedMs = 0,
  handlers = {},
}: {
  active?: TimeEntry | null;
  finishedMs?: number;
  handlers?: Record<string, (call: ApiCall) => unknown>;
} = {}) {
  let current = active;
  let nextId = 100;
  const stamp = () => iso(Date.now());
  const requireActive = () => {
    if (!current) throw new Error('no timer');
    return current;
  };
  const api = fakeApi({
    'GET /time-entries/active': () => current,
    'GET /time-entries/report': () =>
      makeTimeReport({ duration_ms: finishedMs + (current ? trackedMs(current, Date.now()) : 0) }, { period: 'today' }),
    'POST /time-entries/start': (call) => {
      const body = call.body as TimerStartRequest;
      current = makeTimeEntry(nextId++, {
        description: body.description?.trim() || 'General work',
        started_at: stamp(),
        ended_at: null,
        is_active: true,
        duration_ms: 0,
      });
      return current;
    },
    'POST /time-entries/pause': () => {
      const entry = requireActive();
      current = { ...entry, is_paused: true, pauses: [...entry.pauses, { started_at: stamp(), ended_at: null }] };
      return current;
    },
    'POST /time-entries/resume': () => {
      const entry = requireActive();
      current = {
        ...entry,
        is_paused: false,
        pauses: entry.pauses.map((pause) => ({ ...pause, ended_at: pause.ended_at ?? stamp() })),
      };
      return current;
    },
    'POST /time-entries/stop': () => {
      const entry = requireActive();
      const stopped = {
        ...entry,
        ended_at: stamp(),
        is_active: false,
        is_paused: false,
        duration_ms: trackedMs(entry, Date.now()),
      };
      finishedMs += stopped.duration_ms;
      current = null;
      return stopped;
    },
    'PUT /time-entries/update': (call) => {
      const body = call.body as { id: number; description: string };
      const entry = requireActive();
      current = { ...entry, description: body.description };
      return current;
    },
    ...handlers,
  });
  const view = renderWithApp(<FloatingTracker />);
  return { ...view, api };
}

const trackerButton = () => screen.getByRole('button', { name: new RegExp(`^${T.button}`) });
const panel = () => screen.getByRole('dialog', { name: T.title });
const openPanel = async (user: ReturnType<typeof setupUser>) => {
  await user.click(trackerButton());
  return panel();
};
const todaysTotal = () => within(panel()).getByRole('group', { name: T.todaysTotal });
const shortcut = (target: Element | Window = window) =>
  fireEvent.keyDown(target, { key: 'T', code: 'KeyT', altKey: true, shiftKey: true });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Floating time tracker', () => {
  it('when idle: a round button; its panel starts a timer with the description typed (Enter)', async () => {
    const { api, user } = setup({ finishedMs: 2 * 3_600_000 });
    const button = trackerButton();
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+T');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(api.callsTo('GET /time-entries/active')).toHaveLength(1));
    expect(button.textContent).toBe('');

    const dialog = await openPanel(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText(T.title)).toBeInTheDocument();
    expect(within(dialog).queryByText(T.tracking)).not.toBeInTheDocument();
    await waitFor(() => expect(todaysTotal()).toHaveTextContent('2h 0m 0s'));
    const report = api.callsTo('GET /time-entries/report')[0]!;
    expect(report.query.get('period')).toBe('today');
    expect(report.query.get('time_zone')).toBeTruthy();

    const input = await within(dialog).findByRole('textbox', { name: T.description });
    await user.type(input, 'Design review{Enter}');
    await waitFor(() => expect(api.callsTo('POST /time-entries/start')).toHaveLength(1));
    expect(api.callsTo('POST /time-entries/start')[0]!.body).toEqual({ description: 'Design review' });
    expect(await within(panel()).findByText(T.tracking)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: `${T.editDescription}: Design review` })).toBeInTheDocument();
    expect(trackerButton()).toHaveTextContent(/^\d+s$/);
  });

  it('Start with nothing typed leaves the description to the server (General work)', async () => {
    const { api, user } = setup();
    const dialog = await openPanel(user);
    await within(dialog).findByRole('textbox', { name: T.description });
    await user.click(within(dialog).getByRole('button', { name: T.start }));
    await waitFor(() => expect(api.callsTo('POST /time-entries/start')).toHaveLength(1));
    expect(api.callsTo('POST /time-entries/start')[0]!.body).toEqual({});
    expect(await within(panel()).findByRole('button', { name: `${T.editDescription}: General work` })).toBeInTheDocument();
  });

  it('while running the time ticks every second, on the closed button and in the panel, with Today’s Total', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00.000Z') });
    const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms), delay: null });
    const active = runningEntry(7, 65_000);
    setup({ active, finishedMs: 3_600_000 });
    await waitFor(() => expect(trackerButton()).toHaveTextContent('1m 5s'));
    expect(trackerButton()).toHaveAccessibleName(`${T.button}: ${T.tracking}`);
    act(() => jest.advanceTimersByTime(3_000));
    expect(trackerButton()).toHaveTextContent('1m 8s');

    const dialog = await openPanel(user);
    expect(within(dialog).getByText(T.tracking)).toBeInTheDocument();
    expect(within(dialog).getByTestId('task-state')).toHaveTextContent(T.live);
    expect(within(dialog).getByRole('timer', { name: T.duration })).toHaveTextContent('1m 8s');
    await waitFor(() => expect(todaysTotal()).toHaveTextContent('1h 1m 8s'));
    act(() => jest.advanceTimersByTime(2_000));
    expect(within(dialog).getByRole('timer', { name: T.duration })).toHaveTextContent('1m 10s');
    expect(todaysTotal()).toHaveTextContent('1h 1m 10s');
  });

  it('Pause freezes the time and shows Paused; Resume tracks again; Stop ends it and adds it to Today’s Total', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-21T15:00:00.000Z') });
    const user = setupUser({ advanceTimers: (ms) => jest.advanceTimersByTime(ms), delay: null });
    const { api } = setup({ active: runningEntry(7, 10_000) });
    const dialog = await openPanel(user);
    await user.click(await within(dialog).findByRole('button', { name: T.pause }));
    expect(await within(dialog).findByText(T.paused, { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('task-state')).toHaveTextContent(T.paused);
    expect(trackerButton()).toHaveAccessibleName(`${T.button}: ${T.paused}`);
    const frozen = within(dialog).getByRole('timer').textContent;
    act(() => jest.advanceTimersByTime(5_000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent(frozen!);
    expect(trackerButton()).toHaveTextContent(frozen!);

    await user.click(within(dialog).getByRole('button', { name: T.resume }));
    expect(await within(dialog).findByText(T.tracking)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(within(dialog).getByRole('timer')).not.toHaveTextContent(frozen!);

    await user.click(within(dialog).getByRole('button', { name: T.stop }));
    expect(await within(dialog).findByRole('button', { name: T.start })).toBeInTheDocument();
    expect(within(dialog).queryByText(T.tracking)).not.toBeInTheDocument();
    expect(trackerButton()).toHaveAccessibleName(T.button);
    expect(api.callsTo('POST /time-entries/pause')).toHaveLength(1);
    expect(api.callsTo('POST /time-entries/resume')).toHaveLength(1);
    expect(api.callsTo('POST /time-entries/stop')).toHaveLength(1);
    // 10 s before the pause, 2 s after the resume (the fake API stamps its clock).
    await waitFor(() => expect(todaysTotal()).toHaveTextContent('12s'));
  });

  it('the description: Enter saves it, Escape puts it back, Save saves it', async () => {
    const { api, user } = setup({ active: runningEntry(7, 5_000) });
    const dialog = await openPanel(user);
    await user.click(await within(dialog).findByRole('button', { name: `${T.editDescription}: Writing specs` }));
    let input = await within(dialog).findByRole('textbox', { name: T.description });
    expect(input).toHaveValue('Writing specs');
    await user.clear(input);
    await user.type(input, 'Reviewing specs{Enter}');
    expect(await within(dialog).findByRole('button', { name: `${T.editDescription}: Reviewing specs` })).toBeInTheDocument();
    expect(api.callsTo('PUT /time-entries/update').map((call) => call.body)).toEqual([{ id: 7, description: 'Reviewing specs' }]);

    // Escape: the text comes back, nothing is sent, the panel stays open.
    await user.click(within(dialog).getByRole('button', { name: `${T.editDescription}: Reviewing specs` }));
    input = await within(dialog).findByRole('textbox', { name: T.description });
    await user.type(input, ' and more');
    await user.keyboard('{Escape}');
    expect(await within(dialog).findByRole('button', { name: `${T.editDescription}: Reviewing specs` })).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(api.callsTo('PUT /time-entries/update')).toHaveLength(1);

    // The Save button.
    await user.click(within(dialog).getByRole('button', { name: `${T.editDescription}: Reviewing specs` }));
    input = await within(dialog).findByRole('textbox', { name: T.description });
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('button', { name: `${T.editDescription}: ${T.untitled}` })).toBeInTheDocument();
    expect(api.callsTo('PUT /time-entries/update').at(-1)!.body).toEqual({ id: 7, description: '' });
  });

  it('an active entry without description shows Untitled Task', async () => {
    const { user } = setup({ active: runningEntry(7, 5_000, { description: '' }) });
    const dialog = await openPanel(user);
    expect(await within(dialog).findByText(T.untitled)).toBeInTheDocument();
  });

  it('a refused action is toasted with the server’s message', async () => {
    const toasts = spyOnToasts();
    const { user } = setup({
      active: runningEntry(7, 5_000),
      handlers: {
        'POST /time-entries/pause': () => new Reply(422, { error: true, message: TIME_MESSAGES.alreadyPaused }),
      },
    });
    const dialog = await openPanel(user);
    await user.click(await within(dialog).findByRole('button', { name: T.pause }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([TIME_MESSAGES.alreadyPaused]));
    expect(within(dialog).getByText(T.tracking)).toBeInTheDocument();
  });

  it('Escape closes the panel and gives the focus back to the button', async () => {
    const { user } = setup();
    const dialog = await openPanel(user);
    await user.click(await within(dialog).findByRole('textbox', { name: T.description }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trackerButton()).toHaveFocus();
  });

  describe('keyboard shortcut Alt+Shift+T', () => {
    it('starts a timer (empty description) when idle and stops it when running or paused', async () => {
      const { api } = setup();
      await waitFor(() => expect(api.callsTo('GET /time-entries/active')).toHaveLength(1));
      await waitFor(() => expect(trackerButton()).toHaveAccessibleName(T.button));
      shortcut();
      await waitFor(() => expect(trackerButton()).toHaveAccessibleName(`${T.button}: ${T.tracking}`));
      expect(api.callsTo('POST /time-entries/start')[0]!.body).toEqual({});

      shortcut(document.body);
      await waitFor(() => expect(trackerButton()).toHaveAccessibleName(T.button));
      expect(api.callsTo('POST /time-entries/stop')).toHaveLength(1);
    });

    it('stops a paused timer', async () => {
      const paused = runningEntry(7, 5_000, {
        is_paused: true,
        pauses: [{ started_at: iso(Date.now() - 1_000), ended_at: null }],
      });
      const { api } = setup({ active: paused });
      await waitFor(() => expect(trackerButton()).toHaveAccessibleName(`${T.button}: ${T.paused}`));
      shortcut();
      await waitFor(() => expect(api.callsTo('POST /time-entries/stop')).toHaveLength(1));
    });

    it('is ignored while typing in an input, a textarea, a select or editable content', async () => {
      const { api, user } = setup();
      await waitFor(() => expect(api.callsTo('GET /time-entries/active')).toHaveLength(1));
      const page = document.createElement('div');
      page.innerHTML = '<textarea></textarea><select><option>a</option></select><div contenteditable="true"><p>x</p></div>';
      document.body.append(page);
      shortcut(page.querySelector('textarea')!);
      shortcut(page.querySelector('select')!);
      shortcut(page.querySelector('[contenteditable] p')!);
      const dialog = await openPanel(user);
      shortcut(await within(dialog).findByRole('textbox', { name: T.description }));
      // A repeat of a held key or another combination does nothing either.
      fireEvent.keyDown(window, { key: 'T', code: 'KeyT', altKey: true, shiftKey: true, repeat: true });
      fireEvent.keyDown(window, { key: 'T', code: 'KeyT', ctrlKey: true, shiftKey: true });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(api.callsTo('POST /time-entries/start')).toHaveLength(0);
      page.remove();
    });
  });
});
