/**
 * Test support for the board (jest only): the task list's stateful fake API with the board's
 * `PUT /tasks/reorder` (status_id too) and `POST /tasks/store` (every field), the page rendered at
 * `/dashboard/projects/:id/board`, and the geometry jsdom lacks (the virtualizer reads each
 * column's height; hello-pangea/dnd reads the rectangles of columns and cards).
 */
import type { Member, Project, Role, Task } from '@kanri/contracts';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { makeProject, makeTask, PRIORITIES, renderWithApp, Reply, STATUSES, type ApiCall } from '../../test-utils';
import { listServer } from '../task-list/test-support';
import BoardPage from './pages/board-page';
import { CARD_SLOT_HEIGHT, COLUMN_WIDTH } from './components/board-styles';

// antd's lazy chunks and the board's queries take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** Height of each column's scroll area in tests. */
export const COLUMN_HEIGHT = 600;
const COLUMN_TOP = 100;
const VIEWPORT = { width: 1280, height: 800 };
const DND_WARNINGS_FLAG = '__@hello-pangea/dnd-disable-dev-warnings';
const COLUMN_STEP = COLUMN_WIDTH + 12;

function columnIndexOf(element: Element): number {
  const column = element.closest('[data-testid="board-column"]');
  if (!column) return -1;
  return [...document.querySelectorAll('[data-testid="board-column"]')].indexOf(column);
}

/**
 * Gives each column's scroll area a height and every column and card the rectangle it would have
 * on a screen (columns side by side, cards stacked by their virtual offset). Call in `beforeAll`;
 * undo with the returned function.
 */
export function mockBoardGeometry(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
    scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
    rect: proto.getBoundingClientRect,
  };
  // The board's columns sit in a row that scrolls sideways: the library warns about it on every lift.
  (window as unknown as Record<string, unknown>)[DND_WARNINGS_FLAG] = true;
  const isScroll = (element: HTMLElement) => element.dataset.testid === 'board-column-scroll';
  // The window (hello-pangea/dnd reads the viewport from the root element) and each column.
  const size = (key: 'width' | 'height') =>
    function (this: HTMLElement) {
      if (this === document.documentElement) return VIEWPORT[key];
      return isScroll(this) ? (key === 'width' ? COLUMN_WIDTH : COLUMN_HEIGHT) : 0;
    };
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: size('height') });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: size('width') });
  // A column scrolls over its virtual list (hello-pangea/dnd measures a droppable that scrolls itself by it).
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isScroll(this)) return 0;
      const list = this.firstElementChild as HTMLElement | null;
      return Math.max(COLUMN_HEIGHT, Number.parseFloat(list?.style.height || '0'));
    },
  });
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: size('width') });
  proto.getBoundingClientRect = function (this: HTMLElement) {
    const column = columnIndexOf(this);
    if (isScroll(this)) return new DOMRect(column * COLUMN_STEP, COLUMN_TOP, COLUMN_WIDTH, COLUMN_HEIGHT);
    if (this.dataset.testid === 'board-card' && column >= 0) {
      const top = Number.parseFloat(this.style.top || '0');
      const scroll = this.closest<HTMLElement>('[data-testid="board-column-scroll"]')?.scrollTop ?? 0;
      return new DOMRect(column * COLUMN_STEP + 8, COLUMN_TOP + top - scroll, COLUMN_WIDTH - 16, CARD_SLOT_HEIGHT);
    }
    return saved.rect.call(this);
  };
  return () => {
    for (const key of ['clientHeight', 'clientWidth', 'scrollHeight', 'scrollWidth'] as const) {
      const descriptor = saved[key];
      if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
      delete (proto as unknown as Record<string, unknown>)[key];
    }
    proto.getBoundingClientRect = saved.rect;
    delete (window as unknown as Record<string, unknown>)[DND_WARNINGS_FLAG];
  };
}

export interface BoardServerOptions {
  project?: Project;
  tasks: Task[];
  members?: Member[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
}

/** The project the board tests open: Website, statuses To Do, In Progress, Completed. */
export const boardProject = (overrides: Partial<Project> = {}) =>
  makeProject(1, { name: 'Website', color: '#a855f7', ...overrides });

/**
 * A fake API keeping the project's tasks like the server: a reorder sets the status and puts the task
 * next to its neighbour (or last with a status only); a new task takes every field sent and goes last.
 */
export function boardServer({ project = boardProject(), tasks, members, handlers = {} }: BoardServerOptions) {
  let nextPosition = tasks.length + 1;
  const server: ReturnType<typeof listServer> = listServer({
    project: { ...project, task_count: tasks.length },
    tasks,
    members,
    handlers: {
      'PUT /tasks/reorder': (call) => {
        const { id, before_id, after_id, status_id } = call.body as {
          id: number;
          before_id?: number;
          after_id?: number;
          status_id?: number;
        };
        const current = server.state.tasks.find((candidate) => candidate.id === id);
        if (!current) return new Reply(404, { error: true, message: 'Task not found.' });
        const task = { ...current, status_id: status_id ?? current.status_id };
        const rest = server.state.tasks.filter((candidate) => candidate.id !== id);
        const neighbour = before_id ?? after_id;
        if (neighbour === undefined) rest.push(task);
        else {
          const at = rest.findIndex((candidate) => candidate.id === neighbour);
          rest.splice(before_id !== undefined ? at : at + 1, 0, task);
        }
        server.state.tasks = rest;
        return task;
      },
      'POST /tasks/store': (call) => {
        const body = call.body as Partial<Task> & { project_id: number };
        const id = server.state.nextId++;
        const task = makeTask(id, {
          ...body,
          title: body.title ?? 'New Task',
          status_id: body.status_id ?? STATUSES[0]!.id,
          priority_id: body.priority_id === undefined ? PRIORITIES[1]!.id : body.priority_id,
          assigned_to: body.assignee_ids?.[0] ?? null,
          position: `z${String(nextPosition++).padStart(6, '0')}`,
        });
        server.state.tasks.push(task);
        return task;
      },
      ...handlers,
    },
  });
  return server;
}

/** The board page at `/dashboard/projects/{id}/board`, with a task page, the project page, users and home. */
export function renderBoard(projectId: number | string = 1, { role = 'admin' as Role } = {}) {
  return renderWithApp(
    [
      { path: '/dashboard/projects/:projectId/board', element: <BoardPage /> },
      { path: '/dashboard/projects/:projectId', element: <p>Project page</p> },
      { path: '/dashboard/tasks/:taskId', element: <p>Task page</p> },
      { path: '/dashboard/users', element: <p>Users page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { path: `/dashboard/projects/${projectId}/board`, role },
  );
}

/** Waits until the board has loaded every task. */
export const findBoard = () => screen.findByTestId('board-ready');

/** The fake API and the board of project 1, once every task is shown. */
export async function openBoard(options: BoardServerOptions, { role = 'admin' as Role } = {}) {
  const server = boardServer(options);
  const view = renderBoard(1, { role });
  await findBoard();
  return { server, ...view };
}

/** The board's geometry for every test of a file (and a longer time: whole pages with antd under jsdom). */
export function withBoardGeometry() {
  jest.setTimeout(120_000);
  let restore: () => void = () => {};
  beforeAll(() => {
    restore = mockBoardGeometry();
  });
  afterAll(() => restore());
}

/** The column of a status (by id). */
export const column = (statusId: number) =>
  document.querySelector<HTMLElement>(`[data-testid="board-column"][data-status-id="${statusId}"]`)!;

/** The names of the cards of a column, in order. */
export const cardTitles = (statusId: number) =>
  within(column(statusId))
    .queryAllByTestId('board-card-name')
    .map((link) => link.textContent);

/** The card of a task (by id). */
export const card = (taskId: number) =>
  document.querySelector<HTMLElement>(`[data-testid="board-card"][data-task-id="${taskId}"]`)!;

const KEY_CODES = { ' ': 32, Escape: 27, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;
type DragKey = keyof typeof KEY_CODES;

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/**
 * A keyboard drag as a person does it: focus the card, space to lift, the arrow keys, space to drop.
 * The card is looked up again before each key: once lifted, the library shows a copy of it in the body.
 */
export async function keyboardDrag(taskId: number, moves: DragKey[], { drop = ' ' as DragKey } = {}) {
  card(taskId).focus();
  for (const key of [' ' as DragKey, ...moves, drop]) {
    fireEvent.keyDown(card(taskId), { key, keyCode: KEY_CODES[key] });
    await nextFrame();
  }
  // A card that travels back (a cancel) animates, and jsdom never ends a CSS transition.
  const travelling = card(taskId);
  if (travelling && !travelling.closest('[data-testid="board-column"]')) {
    const end = new Event('transitionend', { bubbles: true });
    Object.assign(end, { propertyName: 'transform' });
    act(() => {
      travelling.dispatchEvent(end);
    });
  }
}
