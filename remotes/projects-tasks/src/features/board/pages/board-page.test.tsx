import { DEFAULT_CLICK_APPS, TASKS_MAX_PER_PAGE, type Status } from '@kanri/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FIRST_TASK_NAME } from '../../../domain';
import { makeMember, makeTask, STATUSES } from '../../../test-utils';
import { TASK_TIMER_TEXTS as TT, trackedObservations } from '../../task-timer';
import { runningEntry, timerServer } from '../../task-timer/testing';
import { BOARD_TEXTS as T } from '../texts';
import { boardProject, boardServer, card, cardTitles, column, openBoard, renderBoard, withBoardGeometry } from '../test-support';

withBoardGeometry();

const columnNames = () =>
  screen.getAllByTestId('board-column').map((element) => element.querySelector('.kpt-bd-column-name')?.textContent);

describe('board columns', () => {
  it('shows To Do, In Progress and Completed with their cards in row order and counts', async () => {
    const { server } = await openBoard({
      tasks: [
        makeTask(1, { title: 'Write brief' }),
        makeTask(2, { title: 'Design mockups', status_id: 2 }),
        makeTask(3, { title: 'Ship it' }),
      ],
    });
    expect(columnNames()).toEqual(['To Do', 'In Progress', 'Completed']);
    expect(screen.getAllByTestId('board-column').map((element) => element.dataset.statusId)).toEqual(['1', '2', '3']);
    expect(cardTitles(1)).toEqual(['Write brief', 'Ship it']);
    expect(cardTitles(2)).toEqual(['Design mockups']);
    expect(screen.getAllByTestId('board-column-count').map((count) => count.textContent)).toEqual(['2', '1', '0']);
    expect(within(column(3)).getByText(T.emptyColumn('Completed'))).toBeInTheDocument();
    // The whole project, in one request per 500 tasks, under the board's own cache key.
    const request = server.callsTo('GET /tasks')[0]!;
    expect(request.query.get('project_id')).toBe('1');
    expect(request.query.get('per_page')).toBe(String(TASKS_MAX_PER_PAGE));
  });

  it("shows the project's own statuses in the project's order", async () => {
    const review: Status = {
      id: 4,
      name: 'Review',
      slug: 'review',
      color: '#eab308',
      category: 'in_progress',
      position: 3,
      task_count: 0,
    };
    await openBoard({
      project: boardProject({ status_ids: [1, 2, 4, 3] }),
      tasks: [makeTask(1, { title: 'Check copy', status_id: 4 })],
      handlers: { 'GET /statuses': () => [...STATUSES, review] },
    });
    expect(columnNames()).toEqual(['To Do', 'In Progress', 'Review', 'Completed']);
    expect(cardTitles(4)).toEqual(['Check copy']);
  });

  it('shows the project name and colour, and links to the Task List', async () => {
    const { user, pathname } = await openBoard({ tasks: [makeTask(1)] });
    expect(screen.getByText('Website')).toBeInTheDocument();
    expect(screen.getByTestId('project-color-dot')).toHaveStyle({ background: '#a855f7' });
    await user.click(screen.getByRole('link', { name: new RegExp(T.taskList) }));
    expect(pathname()).toBe('/dashboard/projects/1');
  });

  it('loads a project of 2,000 tasks page by page and keeps only the visible cards in the DOM', async () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      makeTask(index + 1, { title: `Task number ${index + 1}`, status_id: (index % 3) + 1 }),
    );
    const { server } = await openBoard({ tasks: many });
    expect(server.callsTo('GET /tasks')).toHaveLength(4);
    expect(screen.getAllByTestId('board-column-count').map((count) => count.textContent)).toEqual(['667', '667', '666']);
    const cards = screen.getAllByTestId('board-card');
    expect(cards.length).toBeGreaterThan(6);
    expect(cards.length).toBeLessThan(40);
    expect(document.querySelectorAll('[data-testid="board-ready"] *').length).toBeLessThan(1500);
  });
});

describe('cards', () => {
  it('shows priority, progress, up to three avatars then +N, a due date linking to the task and the tracked time', async () => {
    const members = [1, 2, 3, 4, 5].map((id) => makeMember(id, { full_name: `Person ${id}` }));
    const { user, pathname } = await openBoard({
      members,
      tasks: [
        makeTask(1, {
          title: 'Write brief',
          priority_id: 3,
          progress: 40,
          assignee_ids: [1, 2, 3, 4, 5],
          due_date: '2031-03-04',
          tracked_ms: 3_723_000,
        }),
        makeTask(2, { title: 'Plain', priority_id: null }),
      ],
    });
    const first = card(1);
    expect(within(first).getByText('High')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(first).getByText('+2')).toBeInTheDocument();
    expect(within(first).getByTestId('board-card-tracked')).toHaveTextContent('1h 2m 3s');
    expect(within(card(2)).queryByTestId('board-card-tracked')).toBeNull();
    expect(within(card(2)).queryByTestId('board-card-due')).toBeNull();
    await user.click(within(first).getByTestId('board-card-due'));
    expect(pathname()).toBe('/dashboard/tasks/1');
  });

  it('hides the priority and the tracked time when their ClickApps are off', async () => {
    await openBoard({
      project: boardProject({ click_apps: { ...DEFAULT_CLICK_APPS, priority: false, 'time-tracking': false } }),
      tasks: [makeTask(1, { priority_id: 3, tracked_ms: 60_000 })],
    });
    expect(within(card(1)).queryByText('High')).toBeNull();
    expect(within(card(1)).queryByTestId('board-card-tracked')).toBeNull();
  });

  it('opens the task from its name', async () => {
    const { user, pathname } = await openBoard({ tasks: [makeTask(1, { title: 'Write brief' })] });
    await user.click(screen.getByRole('link', { name: 'Write brief' }));
    expect(pathname()).toBe('/dashboard/tasks/1');
  });

  it('makes each card a focusable drag handle described by the drag instructions', async () => {
    await openBoard({ tasks: [makeTask(1, { title: 'Write brief' })] });
    const handle = card(1);
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAccessibleName(T.cardLabel('Write brief'));
    expect(handle).toHaveAccessibleDescription(T.dragInstructions);
  });
});

/** A duration as formatDuration writes it (`1h 2m 3s`), in seconds. */
function seconds(text: string | null): number {
  const part = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(text ?? '')?.[1] ?? 0);
  return part('h') * 3600 + part('m') * 60 + part('s');
}

describe('time tracking on cards', () => {
  beforeEach(() => trackedObservations.clear());
  afterEach(() => jest.useRealTimers());

  it('starts a timer from a card, then shows it running with Pause and Stop', async () => {
    const timer = timerServer();
    const { server, user } = await openBoard({
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 3_723_000 }), makeTask(2, { title: 'Plain' })],
      handlers: timer.handlers,
    });
    expect(within(card(2)).queryByTestId('board-card-tracked')).toBeNull();
    await user.click(within(card(2)).getByRole('button', { name: TT.startOn('Plain') }));
    await waitFor(() =>
      expect(server.callsTo('POST /time-entries/start').map((call) => call.body)).toEqual([{ task_id: 2, description: 'Plain' }]),
    );
    expect(await within(card(2)).findByRole('button', { name: TT.pauseOn('Plain') })).toBeInTheDocument();
    expect(within(card(2)).getByRole('button', { name: TT.stopOn('Plain') })).toBeInTheDocument();
    // The badge appears while the timer runs, with the Tracking dot.
    expect(within(within(card(2)).getByTestId('board-card-tracked')).getByRole('img', { name: TT.tracking })).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: TT.startOn('Write brief') })).toBeInTheDocument();

    await user.click(within(card(2)).getByRole('button', { name: TT.stopOn('Plain') }));
    expect(await within(card(2)).findByRole('button', { name: TT.startOn('Plain') })).toBeInTheDocument();
    expect(server.callsTo('POST /time-entries/stop')).toHaveLength(1);
  });

  it("ticks the tracked card's badge every second", async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00.000Z') });
    const timer = timerServer({ active: runningEntry(1, 3) });
    await openBoard({
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 3_723_000 }), makeTask(2, { title: 'Other', tracked_ms: 5_000 })],
      handlers: timer.handlers,
    });
    const badge = () => within(card(1)).getByTestId('board-card-tracked');
    await waitFor(() => expect(within(badge()).getByRole('img', { name: TT.tracking })).toBeInTheDocument());
    const first = seconds(badge().textContent);
    // 1h 2m 3s from the API, with the 3 s of the timer already in it.
    expect(first).toBeGreaterThanOrEqual(3723);
    expect(first).toBeLessThan(3726);
    act(() => jest.advanceTimersByTime(1000));
    expect(seconds(badge().textContent)).toBe(first + 1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(seconds(badge().textContent)).toBe(first + 61);
    expect(within(card(2)).getByTestId('board-card-tracked')).toHaveTextContent('5s');
  });

  it('shows no timer and no badge when the Time Tracking ClickApp is off', async () => {
    const { server } = await openBoard({
      project: boardProject({ click_apps: { ...DEFAULT_CLICK_APPS, 'time-tracking': false } }),
      tasks: [makeTask(1, { title: 'Write brief', tracked_ms: 60_000 })],
      handlers: timerServer({ active: runningEntry(1, 10) }).handlers,
    });
    expect(within(card(1)).queryByRole('button', { name: TT.startOn('Write brief') })).toBeNull();
    expect(within(card(1)).queryByTestId('board-card-tracked')).toBeNull();
    expect(server.callsTo('GET /time-entries/active')).toHaveLength(0);
  });
});

describe('empty board and missing project', () => {
  it('offers Create First Task, which adds My First Task to the first column', async () => {
    const { server, user } = await openBoard({ tasks: [] });
    expect(screen.getByText(T.emptyColumn('To Do'))).toBeInTheDocument();
    expect(screen.getByText(T.emptyColumn('In Progress'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.createFirstTask }));
    await waitFor(() => expect(cardTitles(1)).toEqual([FIRST_TASK_NAME]));
    expect(server.callsTo('POST /tasks/store')[0]!.body).toEqual({
      project_id: 1,
      title: FIRST_TASK_NAME,
      status_id: 1,
      progress: 0,
      assignee_ids: [],
    });
    expect(screen.queryByTestId('board-empty')).toBeNull();
  });

  it('sends Invite Team to the team members page', async () => {
    const { user, pathname } = await openBoard({ tasks: [] });
    await user.click(screen.getByRole('button', { name: T.inviteTeam }));
    expect(pathname()).toBe('/dashboard/users');
  });

  it('shows Project Not Found with Return to Dashboard for an unknown project', async () => {
    boardServer({ tasks: [] });
    const { user, pathname } = renderBoard(99);
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.returnToDashboard }));
    expect(pathname()).toBe('/');
  });
});
