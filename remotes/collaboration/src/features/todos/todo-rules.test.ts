import { makeTodo } from '../../test-utils';
import {
  isDueToday,
  isFiltered,
  isOverdue,
  listQueryOf,
  NO_FILTERS,
  nextPageOf,
  TODO_PAGE_SIZE,
  todosOf,
  toggledStatus,
  withTodoChanged,
} from './todo-rules';
import { TODOS_TEXTS } from './texts';

const TODAY = '2026-11-03';

describe('overdue (spec §4: due before today and not today, while open)', () => {
  it('is overdue only before the reply’s today', () => {
    expect(isOverdue({ due_date: '2026-11-02', status: 'pending' }, TODAY)).toBe(true);
    expect(isOverdue({ due_date: '2025-12-31', status: 'in_progress' }, TODAY)).toBe(true);
    expect(isOverdue({ due_date: TODAY, status: 'pending' }, TODAY)).toBe(false);
    expect(isOverdue({ due_date: '2026-11-04', status: 'pending' }, TODAY)).toBe(false);
    expect(isOverdue({ due_date: null, status: 'pending' }, TODAY)).toBe(false);
  });

  it('is never overdue once completed or cancelled', () => {
    expect(isOverdue({ due_date: '2026-11-01', status: 'completed' }, TODAY)).toBe(false);
    expect(isOverdue({ due_date: '2026-11-01', status: 'cancelled' }, TODAY)).toBe(false);
  });

  it('follows the user’s day, not the browser’s UTC date: late evening in Los Angeles is still the 2nd', () => {
    const todo = { due_date: '2026-11-02', status: 'pending' as const };
    // At 2026-11-03T05:00Z the server says Los Angeles' today is 2026-11-02.
    expect(isOverdue(todo, '2026-11-02')).toBe(false);
    expect(isDueToday(todo, '2026-11-02')).toBe(true);
  });

  it('is due today only while open', () => {
    expect(isDueToday({ due_date: TODAY, status: 'in_progress' }, TODAY)).toBe(true);
    expect(isDueToday({ due_date: TODAY, status: 'completed' }, TODAY)).toBe(false);
    expect(isDueToday({ due_date: null, status: 'pending' }, TODAY)).toBe(false);
  });
});

describe('toggledStatus (spec §4: the checkbox toggles between completed and pending)', () => {
  it('completes an open todo and reopens a completed one as pending', () => {
    expect(toggledStatus('pending')).toBe('completed');
    expect(toggledStatus('in_progress')).toBe('completed');
    expect(toggledStatus('cancelled')).toBe('completed');
    expect(toggledStatus('completed')).toBe('pending');
  });
});

describe('labels', () => {
  it('names every status and priority as the screen shows them', () => {
    expect(TODOS_TEXTS.statuses).toEqual({
      pending: 'Pending',
      in_progress: 'In Progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    });
    expect(TODOS_TEXTS.priorities).toEqual({ low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' });
  });
});

describe('listQueryOf', () => {
  it('sends only what narrows the list, with the time zone and the page size', () => {
    expect(listQueryOf(NO_FILTERS, 'Europe/Paris')).toEqual({ time_zone: 'Europe/Paris', per_page: TODO_PAGE_SIZE });
    expect(listQueryOf({ search: '  launch plan ', status: 'overdue', priority: 'urgent' }, 'UTC')).toEqual({
      search: 'launch plan',
      status: 'overdue',
      priority: 'urgent',
      time_zone: 'UTC',
      per_page: TODO_PAGE_SIZE,
    });
    expect(listQueryOf({ search: '   ', status: 'cancelled', priority: 'all' }, 'UTC')).toEqual({
      status: 'cancelled',
      time_zone: 'UTC',
      per_page: TODO_PAGE_SIZE,
    });
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, status: 'pending' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, priority: 'low' })).toBe(true);
  });
});

describe('paging', () => {
  it('asks for the next page until total is reached', () => {
    expect(nextPageOf({ page: 1, per_page: 50, total: 120 })).toBe(2);
    expect(nextPageOf({ page: 2, per_page: 50, total: 120 })).toBe(3);
    expect(nextPageOf({ page: 3, per_page: 50, total: 120 })).toBeUndefined();
    expect(nextPageOf({ page: 1, per_page: 50, total: 50 })).toBeUndefined();
    expect(nextPageOf({ page: 1, per_page: 50, total: 0 })).toBeUndefined();
  });

  it('shows each todo once when a page boundary shifted between two loads', () => {
    const todos = todosOf([{ items: [makeTodo(1), makeTodo(2)] }, { items: [makeTodo(2), makeTodo(3)] }]);
    expect(todos.map((todo) => todo.id)).toEqual([1, 2, 3]);
  });
});

describe('withTodoChanged', () => {
  const page = { items: [makeTodo(1), makeTodo(2)], total: 2, page: 1, per_page: 50, today: TODAY };
  const complete = (todo: ReturnType<typeof makeTodo>) => ({ ...todo, status: 'completed' as const });

  it('changes the todo in this screen’s pages and in a single page', () => {
    const pages = withTodoChanged({ pages: [page], pageParams: [1] }, 2, complete);
    expect(pages.pages[0]!.items.map((todo) => todo.status)).toEqual(['pending', 'completed']);
    expect(withTodoChanged(page, 1, complete).items.map((todo) => todo.status)).toEqual(['completed', 'pending']);
  });

  it('leaves any other cached value alone', () => {
    expect(withTodoChanged(undefined, 1, complete)).toBeUndefined();
    const other = { something: 'else' };
    expect(withTodoChanged(other, 1, complete)).toBe(other);
  });
});
