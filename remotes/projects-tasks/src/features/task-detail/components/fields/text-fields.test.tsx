import { DEFAULT_CLICK_APPS, TASK_MESSAGES, TIME_MESSAGES } from '@kanri/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { Reply } from '../../../../test-utils';
import { TASK_TIMER_TEXTS as TT, trackedObservations } from '../../../task-timer';
import { runningEntry, timerServer } from '../../../task-timer/testing';
import { cancelButton, field, loaded, pencil, renderDetail, saveButton, T, updates, within } from '../../testing';
import { toLocalDateString } from '../../../../domain';

const dayAfter = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toLocalDateString(date);
};

/** A shortcut of the open calendar (the last one opened: closed calendars stay in the page, hidden). */
const shortcut = async (name: string) => (await screen.findAllByText(name, { selector: '.ant-picker-presets li' })).at(-1)!;

describe('Title', () => {
  it('saves the trimmed name with Enter', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.title));
    const input = await screen.findByRole('textbox', { name: T.fields.title });
    await view.user.clear(input);
    await view.user.type(input, '  Ship the launch plan  {Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, title: 'Ship the launch plan' }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ship the launch plan' })).toBeInTheDocument();
    expect(screen.getByTestId('task-breadcrumb')).toHaveTextContent('Team Space / Ship the launch plan');
  });

  it('Escape reverts; a blank name is refused without sending', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.title));
    const input = await screen.findByRole('textbox', { name: T.fields.title });
    await view.user.clear(input);
    await view.user.type(input, 'Something else{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Write the launch plan' })).toBeInTheDocument();

    await view.user.click(pencil(T.fields.title));
    await view.user.clear(await screen.findByRole('textbox', { name: T.fields.title }));
    await view.user.keyboard('   {Enter}');
    expect(await screen.findByText(TASK_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(updates(view.api)).toEqual([]);
  });
});

describe('Time Estimate', () => {
  it('parses 2h 30m into 150 minutes and shows it back as 2h 30m', async () => {
    const view = renderDetail();
    await loaded();
    expect(within(field('time-estimate')).getByText(T.empty.timeEstimate)).toBeInTheDocument();
    await view.user.click(pencil(T.fields.timeEstimate));
    await view.user.type(await screen.findByRole('textbox', { name: T.fields.timeEstimate }), '2h 30m{Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, time_estimate_minutes: 150 }]));
    expect(await within(field('time-estimate')).findByText('2h 30m')).toBeInTheDocument();
  });

  it('shows other forms in the canonical form (90m → 1h 30m) and clears with blank', async () => {
    const view = renderDetail({ task: { time_estimate_minutes: 45 } });
    await loaded();
    expect(within(field('time-estimate')).getByText('45m')).toBeInTheDocument();
    await view.user.click(pencil(T.fields.timeEstimate));
    const input = await screen.findByRole('textbox', { name: T.fields.timeEstimate });
    expect(input).toHaveValue('45m');
    await view.user.clear(input);
    await view.user.type(input, '90m');
    await view.user.click(saveButton(T.fields.timeEstimate));
    expect(await within(field('time-estimate')).findByText('1h 30m')).toBeInTheDocument();
    await view.user.click(pencil(T.fields.timeEstimate));
    await view.user.clear(await screen.findByRole('textbox', { name: T.fields.timeEstimate }));
    await view.user.keyboard('{Enter}');
    expect(await within(field('time-estimate')).findByText(T.empty.timeEstimate)).toBeInTheDocument();
    expect(updates(view.api)).toEqual([
      { id: 1, time_estimate_minutes: 90 },
      { id: 1, time_estimate_minutes: null },
    ]);
  });

  it('refuses text that is not a duration, inline, and sends nothing; Escape reverts', async () => {
    const view = renderDetail({ task: { time_estimate_minutes: 60 } });
    await loaded();
    await view.user.click(pencil(T.fields.timeEstimate));
    const input = await screen.findByRole('textbox', { name: T.fields.timeEstimate });
    await view.user.clear(input);
    await view.user.type(input, 'two hours{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.timeEstimateInvalid);
    expect(updates(view.api)).toEqual([]);
    await view.user.keyboard('{Escape}');
    expect(within(field('time-estimate')).getByText('1h')).toBeInTheDocument();
    expect(updates(view.api)).toEqual([]);
  });
});

describe('Dates', () => {
  it('sets start and due with the shortcuts and saves with Enter', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.dates));
    await view.user.click(await screen.findByRole('textbox', { name: T.fields.startDate }));
    await view.user.click(await shortcut('Today'));
    await view.user.click(screen.getByRole('textbox', { name: T.fields.dueDate }));
    await view.user.click(await shortcut('Next Week'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: T.fields.dueDate })).not.toHaveValue(''));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, start_date: dayAfter(0), due_date: dayAfter(7) }]));
    await waitFor(() => expect(within(field('dates')).getByTestId('task-due-date')).toHaveTextContent(T.fields.dueDate));
  });

  it('shows the server’s message when the due date is before the start, and keeps the saved dates', async () => {
    const view = renderDetail({
      task: { start_date: '2026-03-10', due_date: '2026-03-12' },
      handlers: {
        'PUT /tasks/update': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { due_date: [TASK_MESSAGES.dueBeforeStart] },
          }),
      },
    });
    await loaded();
    expect(within(field('dates')).getByTestId('task-start-date')).toHaveTextContent('Mar 10, 2026');
    await view.user.click(pencil(T.fields.dates));
    await view.user.click(await screen.findByRole('textbox', { name: T.fields.dueDate }));
    await view.user.click(await shortcut('Today'));
    await view.user.click(saveButton(T.fields.dates));
    expect(await screen.findByText(TASK_MESSAGES.dueBeforeStart)).toBeInTheDocument();
    expect(updates(view.api)).toEqual([{ id: 1, due_date: dayAfter(0) }]);
    await view.user.click(cancelButton(T.fields.dates));
    expect(within(field('dates')).getByTestId('task-due-date')).toHaveTextContent('Mar 12, 2026');
  });
});

describe('Description', () => {
  it('saves several lines with Save', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(screen.getByRole('button', { name: T.edit(T.fields.description) }));
    await view.user.type(await screen.findByRole('textbox', { name: T.fields.description }), 'One{Enter}Two');
    await view.user.click(screen.getByRole('button', { name: T.descriptionSave }));
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, description: 'One\nTwo' }]));
    expect(await screen.findByTestId('task-description-text')).toHaveTextContent('One Two');
  });

  it('Cancel reverts to the saved text', async () => {
    const view = renderDetail({ task: { description: 'Keep this' } });
    await loaded();
    await view.user.click(screen.getByRole('button', { name: T.edit(T.fields.description) }));
    const input = await screen.findByRole('textbox', { name: T.fields.description });
    expect(input).toHaveValue('Keep this');
    await view.user.clear(input);
    await view.user.type(input, 'Nope');
    await view.user.click(screen.getByRole('button', { name: T.descriptionCancel }));
    expect(screen.getByTestId('task-description-text')).toHaveTextContent('Keep this');
    expect(updates(view.api)).toEqual([]);
  });
});

describe('Track Time timer', () => {
  beforeEach(() => trackedObservations.clear());
  afterEach(() => jest.useRealTimers());

  const timerField = () => within(field('track-time'));

  it('starts a timer on the task, shows it Tracking, pauses, resumes and stops it', async () => {
    const timer = timerServer();
    const view = renderDetail({ handlers: timer.handlers });
    await loaded();
    expect(timerField().getByTestId('task-tracked-time')).toHaveTextContent('0s');
    await view.user.click(await timerField().findByRole('button', { name: TT.start }));
    await waitFor(() =>
      expect(view.api.callsTo('POST /time-entries/start').map((call) => call.body)).toEqual([
        { task_id: 1, description: 'Write the launch plan' },
      ]),
    );
    expect(await timerField().findByText(TT.tracking)).toBeInTheDocument();
    expect(timerField().queryByRole('button', { name: TT.start })).toBeNull();
    // The task refetches for its tracked time.
    await waitFor(() => expect(view.api.callsTo('GET /tasks/1').length).toBeGreaterThan(1));

    await view.user.click(timerField().getByRole('button', { name: TT.pause }));
    expect(await timerField().findByText(TT.paused)).toBeInTheDocument();
    await view.user.click(timerField().getByRole('button', { name: TT.resume }));
    expect(await timerField().findByText(TT.tracking)).toBeInTheDocument();
    await view.user.click(timerField().getByRole('button', { name: TT.stop }));
    expect(await timerField().findByRole('button', { name: TT.start })).toBeInTheDocument();
    expect(timerField().queryByText(TT.tracking)).toBeNull();
    for (const route of ['POST /time-entries/pause', 'POST /time-entries/resume', 'POST /time-entries/stop'])
      expect(view.api.callsTo(route)).toHaveLength(1);
  });

  it('toasts the server’s message when the timer cannot start', async () => {
    const timer = timerServer({ startReply: () => new Reply(404, { error: true, message: TIME_MESSAGES.taskNotFound }) });
    const view = renderDetail({ handlers: timer.handlers });
    await loaded();
    await view.user.click(await timerField().findByRole('button', { name: TT.start }));
    expect(await screen.findByText(TIME_MESSAGES.taskNotFound)).toBeInTheDocument();
    expect(timerField().getByRole('button', { name: TT.start })).toBeInTheDocument();
  });

  it("offers to start when the caller's timer runs on another task", async () => {
    const view = renderDetail({ handlers: timerServer({ active: runningEntry(99, 30) }).handlers });
    await loaded();
    await waitFor(() => expect(view.api.callsTo('GET /time-entries/active')).toHaveLength(1));
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(await timerField().findByRole('button', { name: TT.start })).toBeInTheDocument();
    expect(timerField().queryByText(TT.tracking)).toBeNull();
  });

  it('shows the tracked time ticking every second while the timer runs on the task', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00.000Z') });
    // 30 s into the timer; the API's 2 min already hold them.
    renderDetail({ task: { tracked_ms: 120_000 }, handlers: timerServer({ active: runningEntry(1, 30) }).handlers });
    await loaded();
    await timerField().findByText(TT.tracking);
    const total = timerField().getByTestId('task-tracked-time');
    expect(total).toHaveTextContent('2m 0s');
    act(() => jest.advanceTimersByTime(1000));
    expect(total).toHaveTextContent('2m 1s');
    act(() => jest.advanceTimersByTime(59_000));
    expect(total).toHaveTextContent('3m 0s');
  });
});

describe('ClickApps', () => {
  it('hides Priority, Time Estimate, Track Time and Tags when their ClickApps are off', async () => {
    const view = renderDetail({
      project: {
        click_apps: { ...DEFAULT_CLICK_APPS, priority: false, 'time-estimates': false, 'time-tracking': false, tags: false },
      },
    });
    await loaded();
    for (const name of ['priority', 'time-estimate', 'track-time', 'tags'])
      expect(screen.queryByTestId(`task-field-${name}`)).not.toBeInTheDocument();
    for (const name of ['status', 'assignees', 'dates', 'relationships', 'description'])
      expect(screen.getByTestId(`task-field-${name}`)).toBeInTheDocument();
    // No timer is shown, so none is asked for.
    expect(screen.queryByRole('button', { name: TT.start })).toBeNull();
    expect(view.api.callsTo('GET /time-entries/active')).toHaveLength(0);
  });

  it('shows them when on', async () => {
    renderDetail();
    await loaded();
    for (const name of ['priority', 'time-estimate', 'track-time', 'tags'])
      expect(screen.getByTestId(`task-field-${name}`)).toBeInTheDocument();
  });
});
