import {
  type Todo,
  type TodoCounts,
  type TodoPage,
  type TodoStatus,
  type TodoStoreRequest,
  type TodoUpdateRequest,
} from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi, makeTodo, renderWithApp, STAMP, type ApiCall, type RenderWithAppOptions } from '../../test-utils';
import TodosPage from './pages/todos-page';
import { TODOS_TEXTS } from './texts';

const T = TODOS_TEXTS;

/** The fake server's day (what a reply's `today` says), whatever the machine's date. */
export const FAKE_TODAY = '2026-11-03';

const isOpen = (status: TodoStatus) => status === 'pending' || status === 'in_progress';
const isOverdue = (todo: Todo) => todo.due_date !== null && todo.due_date < FAKE_TODAY && isOpen(todo.status);

/** The counts of spec §2's cards over every todo, as the API computes them. */
export function countsOf(todos: readonly Todo[]): TodoCounts {
  return {
    total: todos.length,
    pending: todos.filter((todo) => todo.status === 'pending').length,
    in_progress: todos.filter((todo) => todo.status === 'in_progress').length,
    completed: todos.filter((todo) => todo.status === 'completed').length,
    overdue: todos.filter(isOverdue).length,
  };
}

/**
 * The Todos page over a fake `/api/v1` that keeps `todos` like the API does: GET /todos filters by
 * search, status (or overdue) and priority, pages by `page`/`per_page` and counts over all; store,
 * update and destroy change the list. `handlers` replace any route.
 */
export function renderTodosPage({
  todos: initial = [],
  handlers = {},
  options = {},
}: {
  todos?: Todo[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const todos = [...initial];
  let nextId = Math.max(0, ...todos.map((todo) => todo.id)) + 1;
  const api = fakeApi({
    'GET /todos': (call): TodoPage => {
      const search = call.query.get('search')?.toLowerCase();
      const status = call.query.get('status');
      const priority = call.query.get('priority');
      const page = Number(call.query.get('page') ?? 1);
      const perPage = Number(call.query.get('per_page') ?? 50);
      const matching = todos.filter(
        (todo) =>
          (!search || `${todo.title} ${todo.description}`.toLowerCase().includes(search)) &&
          (!status || (status === 'overdue' ? isOverdue(todo) : todo.status === status)) &&
          (!priority || todo.priority === priority),
      );
      return {
        items: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        page,
        per_page: perPage,
        counts: countsOf(todos),
        today: FAKE_TODAY,
      };
    },
    'POST /todos/store': (call) => {
      const body = call.body as TodoStoreRequest;
      const todo = makeTodo(nextId++, {
        title: body.title,
        description: body.description ?? '',
        priority: body.priority ?? 'medium',
        status: body.status ?? 'pending',
        due_date: body.due_date ?? null,
      });
      todos.unshift(todo);
      return todo;
    },
    'POST /todos/update': (call) => {
      const { id, ...changes } = call.body as TodoUpdateRequest;
      const index = todos.findIndex((todo) => todo.id === id);
      const updated = { ...todos[index]!, ...changes, updated_at: STAMP } as Todo;
      todos[index] = updated;
      return updated;
    },
    'DELETE /todos/destroy/:id': (call) => {
      const id = Number(call.params.id);
      todos.splice(
        todos.findIndex((todo) => todo.id === id),
        1,
      );
      return { id };
    },
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/todos', element: <TodosPage /> }], { path: '/dashboard/todos', ...options });
  return { ...view, api, todos };
}

/** The figure on one of the five cards (Total, Pending, In Progress, Completed, Overdue). */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  const label = within(cards).getByText(title, { selector: 'span' });
  return label.parentElement!.children[1]!.textContent ?? '';
}

/** The titles of the todo cards shown, in order. */
export const shownTitles = () =>
  screen.queryAllByTestId('todo-card').map((card) => within(card).getByTestId('todo-title').textContent ?? '');

/** The todo card whose title is `title`. */
export function todoCard(title: string): HTMLElement {
  const card = screen
    .getAllByTestId('todo-card')
    .find((element) => within(element).getByTestId('todo-title').textContent === title);
  if (!card) throw new Error(`No todo card "${title}"`);
  return card;
}

/** Opens an antd Select and picks the option showing `label`. */
export async function pickOption(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  await clickOpenOption(user, label);
}

/** Picks the option showing `label` in the open antd Select list. */
export async function clickOpenOption(user: UserEvent, label: string) {
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ].find((element) => element.textContent === label);
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  await user.click(option);
}

/** The option texts of the open antd Select list. */
export const openOptions = () =>
  [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
  ].map((element) => element.textContent);
