/**
 * Test support for the task list and the project detail page (jest only): a stateful fake of the
 * API the list calls, the page rendered at `/dashboard/projects/:id`, and the browser geometry
 * jsdom lacks (the virtualizer reads the scroll element's size; drags read rectangles and pointer
 * coordinates).
 */
import {
  BUILT_IN_COLUMNS,
  clampColumnWidth,
  customColumnKey,
  type CustomField,
  type Member,
  type Project,
  type Role,
  type Task,
  type TaskListLayout,
} from '@kanri/contracts';
import { configure, screen, within } from '@testing-library/react';
import { ProjectDetailPage } from '../projects/test-support';
import { fakeApi, makeMember, PRIORITIES, renderWithApp, Reply, STATUSES, type ApiCall } from '../../test-utils';

// antd's lazy chunks and the list's queries take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** The size of the list's scroll area in tests. */
export const VIEWPORT = { width: 1200, height: 600 };

type Handler = (call: ApiCall) => unknown;

function isScrollArea(element: Element): boolean {
  return element instanceof HTMLElement && element.dataset.testid === 'task-list-scroll';
}

/**
 * Gives the list's scroll area a size (600 × 1200 at the top left of the window) and provides
 * `PointerEvent`, which jsdom lacks. Call in `beforeAll`; undo with the returned function.
 */
export function mockListGeometry(): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight:
      Object.getOwnPropertyDescriptor(proto, 'clientHeight') ??
      Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    clientWidth:
      Object.getOwnPropertyDescriptor(proto, 'clientWidth') ?? Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
    offsetWidth: Object.getOwnPropertyDescriptor(proto, 'offsetWidth'),
    rect: proto.getBoundingClientRect,
    pointer: (window as { PointerEvent?: unknown }).PointerEvent,
  };
  const size = (key: 'width' | 'height') =>
    function (this: HTMLElement) {
      return isScrollArea(this) ? VIEWPORT[key] : 0;
    };
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: size('height') });
  Object.defineProperty(proto, 'offsetHeight', { configurable: true, get: size('height') });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: size('width') });
  Object.defineProperty(proto, 'offsetWidth', { configurable: true, get: size('width') });
  proto.getBoundingClientRect = function (this: HTMLElement) {
    if (isScrollArea(this)) return new DOMRect(0, 0, VIEWPORT.width, VIEWPORT.height);
    // The header row scrolls with the table: its left edge is the area's left edge minus the scroll.
    if (this.dataset.testid === 'task-list-header') {
      const area = this.closest<HTMLElement>('[data-testid="task-list-scroll"]');
      return new DOMRect(-(area?.scrollLeft ?? 0), 0, VIEWPORT.width, 40);
    }
    return saved.rect.call(this);
  };
  if (!saved.pointer) {
    class PointerEventPolyfill extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
  }
  return () => {
    for (const key of ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const) {
      const descriptor = saved[key];
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
    proto.getBoundingClientRect = saved.rect;
    if (!saved.pointer) delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
  };
}

export interface ListServerOptions {
  project: Project;
  tasks: Task[];
  fields?: CustomField[];
  members?: Member[];
  /** The saved layout; default: every column in the default order, no saved widths. */
  layout?: Partial<TaskListLayout>;
  /** Tasks `GET /tasks` says exist in all (default: the tasks given). */
  total?: number;
  /** Replace or add handlers (e.g. a failing `PUT /tasks/reorder`). */
  handlers?: Record<string, Handler>;
}

/**
 * A fake API keeping the project's tasks, layout and counts: updates, reorders, creations and
 * deletions change what the next `GET` returns, as the real server does.
 */
export function listServer({
  project,
  tasks,
  fields = [],
  members = [makeMember(1), makeMember(2)],
  layout,
  total,
  handlers = {},
}: ListServerOptions) {
  const state = {
    project: { ...project },
    tasks: [...tasks],
    fields,
    layout: {
      project_id: project.id,
      column_order: layout?.column_order ?? [...BUILT_IN_COLUMNS, ...fields.map((field) => customColumnKey(field.id))],
      column_widths: layout?.column_widths ?? {},
    } as TaskListLayout,
    nextId: Math.max(0, ...tasks.map((task) => task.id)) + 1,
  };
  const counts = () => {
    state.project.task_count = state.tasks.length;
    state.project.status_counts = state.project.status_ids.map((id) => ({
      status_id: id,
      count: state.tasks.filter((task) => task.status_id === id).length,
    }));
  };
  const api = fakeApi({
    'GET /projects': () => [state.project],
    [`GET /projects/${project.id}`]: () => state.project,
    [`GET /projects/${project.id}/layout`]: () => state.layout,
    [`PUT /projects/${project.id}/layout`]: (call) => {
      const body = call.body as { column_order?: string[]; column_widths?: Record<string, number> };
      const order = body.column_order ?? [];
      state.layout = {
        project_id: project.id,
        column_order: [...order, ...state.layout.column_order.filter((key) => !order.includes(key))],
        column_widths: {
          ...state.layout.column_widths,
          ...Object.fromEntries(
            Object.entries(body.column_widths ?? {}).map(([key, width]) => [key, clampColumnWidth(key, width)]),
          ),
        },
      };
      return state.layout;
    },
    'GET /tasks': (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const perPage = Number(call.query.get('per_page') ?? 50);
      const cursor = call.query.get('cursor');
      const matching = state.tasks.filter((task) => task.title.toLowerCase().includes(search));
      const start = cursor ? Number(cursor) : 0;
      const items = matching.slice(start, start + perPage);
      const next = start + perPage < (total ?? matching.length) && items.length === perPage ? String(start + perPage) : null;
      return { items, total: total ?? matching.length, page: null, per_page: perPage, next_cursor: next };
    },
    'PUT /tasks/update': (call) => {
      const { id, ...patch } = call.body as { id: number } & Partial<Task>;
      const index = state.tasks.findIndex((task) => task.id === id);
      if (index === -1) return new Reply(404, { error: true, message: 'Task not found.' });
      const current = state.tasks[index]!;
      const next: Task = {
        ...current,
        ...patch,
        custom_field_values: { ...current.custom_field_values, ...(patch.custom_field_values ?? {}) },
      } as Task;
      if (patch.assignee_ids) next.assigned_to = patch.assignee_ids[0] ?? null;
      state.tasks[index] = next;
      counts();
      return next;
    },
    'PUT /tasks/reorder': (call) => {
      const { id, before_id, after_id } = call.body as { id: number; before_id?: number; after_id?: number };
      const task = state.tasks.find((candidate) => candidate.id === id)!;
      const rest = state.tasks.filter((candidate) => candidate.id !== id);
      const at = rest.findIndex((candidate) => candidate.id === (before_id ?? after_id));
      rest.splice(before_id !== undefined ? at : at + 1, 0, task);
      state.tasks = rest;
      return task;
    },
    'POST /tasks/store': (call) => {
      const body = call.body as { project_id: number; title?: string; progress?: number; assignee_ids?: number[] };
      const task: Task = {
        id: state.nextId++,
        workspace_id: 1,
        project_id: body.project_id,
        title: body.title ?? 'New Task',
        description: null,
        status_id: STATUSES[0]!.id,
        priority_id: PRIORITIES[1]!.id,
        assigned_to: null,
        assignee_ids: body.assignee_ids ?? [],
        start_date: null,
        due_date: null,
        progress: body.progress ?? 0,
        time_estimate_minutes: null,
        track_time: false,
        tracked_ms: 0,
        tag_ids: [],
        relationships: [],
        position: `z${state.nextId}`,
        custom_field_values: {},
        created_by: 1,
        created_at: '2026-11-02T10:00:00.000Z',
        updated_at: '2026-11-02T10:00:00.000Z',
      };
      state.tasks.push(task);
      counts();
      return task;
    },
    'DELETE /tasks/destroy': (call) => {
      const { id } = call.body as { id: number };
      state.tasks = state.tasks.filter((task) => task.id !== id);
      counts();
      return { id };
    },
    'GET /statuses': () => STATUSES,
    'GET /priorities': () => PRIORITIES,
    'GET /users': () => members,
    'GET /custom-fields': () => state.fields,
    'GET /tags': () => [],
    // The caller has no timer running (task-timer/testing.ts fakes one).
    'GET /time-entries/active': () => null,
    ...handlers,
  });
  return { ...api, state };
}

/** The project detail page at `/dashboard/projects/{id}`, with a task page and a home to land on. */
export function renderProjectPage(projectId: number | string, { role = 'admin' as Role } = {}) {
  return renderWithApp(
    [
      { path: '/dashboard/projects/:projectId', element: <ProjectDetailPage /> },
      { path: '/dashboard/tasks/:taskId', element: <p>Task page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { path: `/dashboard/projects/${projectId}`, role },
  );
}

/** The rendered task rows, in order. */
export const rows = () => screen.queryAllByTestId('task-row');

/** The row of a task (by its name). */
export async function findRow(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title });
  return link.closest<HTMLElement>('[data-testid="task-row"]')!;
}

/** The names of the rendered rows, in order. */
export const rowTitles = () => rows().map((row) => within(row).queryByTestId('task-name-link')?.textContent ?? '(editing)');

/** The header labels of the shown columns, in order. */
export const headerKeys = () =>
  screen.getAllByRole('columnheader').flatMap((header) => (header.dataset.columnKey ? [header.dataset.columnKey] : []));
