import {
  createTask,
  deleteTask,
  errorMessage,
  invalidateAfterTaskChange,
  listTasks,
  queryKeys,
  reorderTask,
} from '@kanri/api-client';
import { TASK_MESSAGES, TASKS_MAX_PER_PAGE, type Task, type TaskReorderRequest, type TaskStoreRequest } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useInfiniteQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { newTaskDefaults } from '../../../domain';
import { appendTask, flattenTasks, mapTask, removeTask, totalOf, type TaskPages } from '../../task-list';
import { BOARD_TEXTS as T } from '../texts';
import { moveOnBoard } from './board-cache';

/** What the board's cache key holds besides `queryKeys.tasks.lists()`. */
export interface BoardKeyParams {
  view: 'board';
  project_id: number;
}

/**
 * The cache key of a project's board: under `queryKeys.tasks.lists()`, so the shell's refresh on
 * live task events (and every task mutation elsewhere) refetches it.
 */
export const boardTasksKey = (projectId: number) =>
  queryKeys.tasks.list({ view: 'board', project_id: projectId } satisfies BoardKeyParams);

const isBoardKey = (key: QueryKey, projectId: number) => {
  const params = key[2] as Partial<BoardKeyParams> | undefined;
  return key[0] === queryKeys.tasks.all[0] && key[1] === 'list' && params?.view === 'board' && params.project_id === projectId;
};

/**
 * Every task of a project in row order: `GET /tasks?project_id` page after page by cursor (500 a
 * page, the most the API gives), the next page asked for as soon as one arrives. `complete` once
 * the last page is in: the board first shows nothing partial, so a drop never lands among missing cards.
 */
export function useBoardTasks(projectId: number) {
  const query = useInfiniteQuery({
    queryKey: boardTasksKey(projectId),
    queryFn: ({ pageParam }) => listTasks({ project_id: projectId, per_page: TASKS_MAX_PER_PAGE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, data } = query;
  // Each page that arrives asks for the next (a page's arrival may be the only change seen).
  const pageCount = data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pageCount]);
  const tasks = useMemo(() => flattenTasks(data), [data]);
  // Once shown, the board stays while a refresh brings a page more (tasks added elsewhere).
  const shownOnce = useRef(false);
  if (query.isSuccess && !hasNextPage) shownOnce.current = true;
  return { query, tasks, total: totalOf(data), complete: query.isSuccess && (!hasNextPage || shownOnce.current) };
}

/** The fields a Duplicate copies: the task as it is, in the same project (the server puts it last). */
export function duplicateRequest(task: Task): TaskStoreRequest {
  return {
    project_id: task.project_id,
    title: task.title,
    description: task.description,
    status_id: task.status_id,
    priority_id: task.priority_id,
    assignee_ids: [...task.assignee_ids],
    start_date: task.start_date,
    due_date: task.due_date,
    progress: task.progress,
    time_estimate_minutes: task.time_estimate_minutes,
    track_time: task.track_time,
    tag_ids: [...task.tag_ids],
    custom_field_values: { ...task.custom_field_values },
  };
}

/**
 * Changes made on a project's board, applied to the board's cache (a move at once, undone with the
 * server's message when it is refused; a new or deleted card once the server has it). Whatever else
 * shows tasks or counts (the task list, the project, task detail) is refreshed after each change.
 */
export function createBoardActions(queryClient: QueryClient, projectId: number) {
  const key = boardTasksKey(projectId);
  const change = (update: (data: TaskPages) => TaskPages) =>
    queryClient.setQueryData<TaskPages>(key, (data) => (data ? update(data) : data));

  function refreshOthers() {
    invalidateAfterTaskChange(queryClient, { except: (key) => isBoardKey(key, projectId) });
  }

  /**
   * Runs a call to the server: on failure, undoes what the board showed early, shows the server's
   * message and resolves `failed`. Whatever else shows tasks is refreshed either way.
   */
  async function settle<T>(call: () => Promise<T>, failed: T, undo?: () => void): Promise<T> {
    try {
      return await call();
    } catch (error) {
      undo?.();
      toast.error(errorMessage(error));
      return failed;
    } finally {
      refreshOthers();
    }
  }

  const create = (body: TaskStoreRequest) =>
    settle<Task | null>(async () => {
      const task = await createTask(body);
      change((data) => appendTask(data, task));
      return task;
    }, null);

  return {
    /** `PUT /tasks/reorder {id, before_id | after_id, status_id}`, shown at once; resolves whether it was saved. */
    move(request: TaskReorderRequest): Promise<boolean> {
      const before = queryClient.getQueryData<TaskPages>(key);
      change((data) => moveOnBoard(data, request));
      return settle(
        async () => {
          const saved = await reorderTask(request);
          change((data) => mapTask(data, saved.id, () => saved));
          return true;
        },
        false,
        () => queryClient.setQueryData(key, before),
      );
    },

    /** `POST /tasks/store` in a column, with the spec §9 defaults for the rest. */
    addTask(title: string, statusId: number): Promise<Task | null> {
      const defaults = newTaskDefaults(title);
      return create({
        project_id: projectId,
        title: defaults.title,
        status_id: statusId,
        progress: defaults.progress,
        assignee_ids: defaults.assignee_ids,
      });
    },

    /** A copy of the task through `POST /tasks/store`. */
    async duplicate(task: Task): Promise<Task | null> {
      const copy = await create(duplicateRequest(task));
      if (copy) toast.success(T.duplicated);
      return copy;
    },

    /** `DELETE /tasks/destroy {id}`; the card goes once the server has deleted it. */
    remove(task: Task): Promise<boolean> {
      return settle(async () => {
        await deleteTask(task.id);
        change((data) => removeTask(data, task.id));
        queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(task.id) });
        toast.success(TASK_MESSAGES.taskDeleted);
        return true;
      }, false);
    },
  };
}

export type BoardActions = ReturnType<typeof createBoardActions>;

export function useBoardActions(projectId: number): BoardActions {
  const queryClient = useQueryClient();
  return useMemo(() => createBoardActions(queryClient, projectId), [queryClient, projectId]);
}
