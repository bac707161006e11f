import type { Deleted, Todo, TodoListQuery, TodoPage, TodoStoreRequest, TodoUpdateRequest } from '@kanri/contracts';
import { apiCall } from '../http';
import { queryString } from './tasks';

/** GET /todos: the caller's todos, paged and filtered, with the cards' counts. */
export const listTodos = (params: TodoListQuery = {}) =>
  apiCall<TodoPage>(`/todos${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /todos/store (spec §7). */
export const createTodo = (body: TodoStoreRequest) => apiCall<Todo>('/todos/store', { method: 'POST', body });

/** POST /todos/update `{ id, ...changes }` (spec §7); the toggle sends a new status. */
export const updateTodo = (body: TodoUpdateRequest) => apiCall<Todo>('/todos/update', { method: 'POST', body });

/** DELETE /todos/destroy/{id} (spec §7). */
export const deleteTodo = (id: number) => apiCall<Deleted>(`/todos/destroy/${id}`, { method: 'DELETE' });
