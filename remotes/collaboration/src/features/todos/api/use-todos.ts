import { createTodo, deleteTodo, failureMessage, formFailure, listTodos, queryKeys, updateTodo } from '@kanri/api-client';
import {
  todoMarkedMessage,
  type Todo,
  type TodoListQuery,
  type TodoStoreRequest,
  type TodoUpdateRequest,
} from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nextPageOf, toggledStatus, withTodoChanged } from '../todo-rules';
import { TODOS_TEXTS } from '../texts';

const M = TODOS_TEXTS.messages;

/**
 * The cache key of this screen's list: the query plus a marker, so that its pages (an infinite
 * query) never share a key with a single-page todo query elsewhere in the app.
 */
const todoCardsKey = (query: TodoListQuery) => queryKeys.todos.list({ view: 'todo-cards', ...query });

/**
 * The caller's todos for a filter, page after page (`page` until `total`), with the reply's counts
 * and `today`. While another filter or search loads, the previous list stays on screen.
 */
export function useTodoPages(query: TodoListQuery) {
  return useInfiniteQuery({
    queryKey: todoCardsKey(query),
    queryFn: ({ pageParam }) => listTodos(pageParam === 1 ? query : { ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

/**
 * Add, change, complete and delete a todo: the call, the spec's toast (§8), then every todo query
 * refetches (the counts move too). A failure is toasted with the server's message, else the
 * screen's default; a dialog's 422 is rethrown for the dialog to place under its fields.
 */
export function useTodoActions() {
  const queryClient = useQueryClient();
  return useMemo(() => todoActions(queryClient), [queryClient]);
}

function todoActions(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.todos.all });

  async function create(request: TodoStoreRequest): Promise<Todo> {
    try {
      const todo = await createTodo(request);
      toast.success(M.created);
      void refresh();
      return todo;
    } catch (error) {
      throw formFailure(error, M.createFailed);
    }
  }

  async function update(request: TodoUpdateRequest): Promise<Todo> {
    try {
      const todo = await updateTodo(request);
      toast.success(M.updated);
      void refresh();
      return todo;
    } catch (error) {
      throw formFailure(error, M.updateFailed);
    }
  }

  /** Resolves true once deleted, false when refused (toasted): ConfirmDelete stays open then. */
  async function remove(todo: Todo): Promise<boolean> {
    try {
      await deleteTodo(todo.id);
      toast.success(M.deleted);
      void refresh();
      return true;
    } catch (error) {
      toast.error(failureMessage(error, M.deleteFailed));
      return false;
    }
  }

  /**
   * The checkbox (spec §4): completed ↔ pending, shown at once in every loaded list and put back if
   * the server refuses.
   */
  async function toggle(todo: Todo): Promise<void> {
    const status = toggledStatus(todo.status);
    const listFilter = { queryKey: queryKeys.todos.lists() };
    await queryClient.cancelQueries(listFilter);
    const before = queryClient.getQueriesData(listFilter);
    queryClient.setQueriesData(listFilter, (data: unknown) =>
      withTodoChanged(data, todo.id, (current) => ({ ...current, status })),
    );
    try {
      await updateTodo({ id: todo.id, status });
      toast.success(todoMarkedMessage(status));
    } catch (error) {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
      toast.error(failureMessage(error, M.updateFailed));
    } finally {
      void refresh();
    }
  }

  return { create, update, remove, toggle };
}
