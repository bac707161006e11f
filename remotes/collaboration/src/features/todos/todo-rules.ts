import {
  COLLAB_DEFAULT_PER_PAGE,
  TODO_PRIORITIES,
  TODO_STATUSES,
  type Todo,
  type TodoListQuery,
  type TodoPage,
  type TodoPriority,
  type TodoStatus,
} from '@kanri/contracts';

/** Todos asked of the server per page (the API's default page size, sent so the paging is explicit). */
export const TODO_PAGE_SIZE = COLLAB_DEFAULT_PER_PAGE;

/** The status filter: every status (cancelled included, spec §4), overdue (the API's `status=overdue`), or all. */
export const STATUS_FILTERS = ['all', ...TODO_STATUSES, 'overdue'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const PRIORITY_FILTERS = ['all', ...TODO_PRIORITIES] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export interface TodoFilters {
  /** As typed (the page debounces it before it reaches here). */
  search: string;
  status: StatusFilter;
  priority: PriorityFilter;
}

export const NO_FILTERS: TodoFilters = { search: '', status: 'all', priority: 'all' };

/** Whether the list shows only some todos (the empty state then says so). */
export const isFiltered = (filters: TodoFilters) =>
  filters.search.trim() !== '' || filters.status !== 'all' || filters.priority !== 'all';

/** GET /todos's query for the filters: only what narrows the list, and the user's time zone for "today". */
export function listQueryOf(filters: TodoFilters, timeZone: string): TodoListQuery {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.priority === 'all' ? {} : { priority: filters.priority }),
    time_zone: timeZone,
    per_page: TODO_PAGE_SIZE,
  };
}

const isClosed = (status: TodoStatus) => status === 'completed' || status === 'cancelled';

/**
 * Spec §4: overdue means due before today (and not today), while still open. `today` is the reply's
 * (the user's own day in their time zone), never the browser's UTC date.
 */
export const isOverdue = (todo: Pick<Todo, 'due_date' | 'status'>, today: string) =>
  todo.due_date !== null && todo.due_date < today && !isClosed(todo.status);

/** Due today and still open. */
export const isDueToday = (todo: Pick<Todo, 'due_date' | 'status'>, today: string) =>
  todo.due_date === today && !isClosed(todo.status);

/** Spec §4: the checkbox toggles between completed and pending (any other status checks to completed). */
export const toggledStatus = (status: TodoStatus): TodoStatus => (status === 'completed' ? 'pending' : 'completed');

/** Tag colours (antd presets, readable on the dark theme). */
export const PRIORITY_COLORS: Record<TodoPriority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export const STATUS_COLORS: Record<TodoStatus, string> = {
  pending: 'gold',
  in_progress: 'processing',
  completed: 'success',
  cancelled: 'default',
};

/** The page after `last`, or undefined when `last` reached `total`. */
export const nextPageOf = (last: Pick<TodoPage, 'page' | 'per_page' | 'total'>) =>
  last.page * last.per_page < last.total ? last.page + 1 : undefined;

/**
 * The loaded pages as one list, each todo once: a todo added or removed between two pages shifts the
 * later page by one, which may bring a todo back that an earlier page already showed.
 */
export function todosOf(pages: readonly Pick<TodoPage, 'items'>[]): Todo[] {
  const seen = new Set<number>();
  const todos: Todo[] = [];
  for (const page of pages) {
    for (const todo of page.items) {
      if (seen.has(todo.id)) continue;
      seen.add(todo.id);
      todos.push(todo);
    }
  }
  return todos;
}

/**
 * A cached todo list with one todo changed. The cache may hold this screen's pages (an infinite
 * query) or another screen's single page under the same `queryKeys.todos` prefix: both are handled,
 * anything else is left as it is.
 */
export function withTodoChanged<T>(data: T, id: number, change: (todo: Todo) => Todo): T {
  const mapPage = (page: TodoPage): TodoPage => ({
    ...page,
    items: page.items.map((todo) => (todo.id === id ? change(todo) : todo)),
  });
  if (isPage(data)) return mapPage(data) as T;
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages) && data.pages.every(isPage))
    return { ...data, pages: data.pages.map(mapPage) } as T;
  return data;
}

function isPage(value: unknown): value is TodoPage {
  return typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items);
}
