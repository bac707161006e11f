import {
  createTask,
  deleteTask,
  errorMessage,
  invalidateAfterTaskChange,
  listTasks,
  queryKeys,
  reorderTask,
  updateTask,
} from '@kanri/api-client';
import { TASK_MESSAGES, type Project, type Task } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { newTaskDefaults } from '../../../domain';
import {
  adjustStatusCount,
  appendTask,
  applyPatch,
  mapTask,
  matchesSearch,
  moveStatusCount,
  moveTask,
  removeTask,
  type ReorderTarget,
  type TaskPages,
  type TaskPatch,
} from './task-cache';

/** Tasks fetched per request: enough to fill a tall screen several times, small enough to stay quick. */
export const TASK_LIST_PAGE_SIZE = 200;

/** What the task list's cache key holds besides `queryKeys.tasks.lists()`. */
export interface TaskListKeyParams {
  view: 'task-list';
  project_id: number;
  search: string;
}

/** The cache key of one project's task list with a search (the pages of an infinite query). */
export const taskListKey = (projectId: number, search: string) =>
  queryKeys.tasks.list({ view: 'task-list', project_id: projectId, search } satisfies TaskListKeyParams);

/** The task list parameters of a cache key, or null for another task query (board, detail, ...). */
export function taskListParamsOf(key: QueryKey): TaskListKeyParams | null {
  const params = key[2];
  if (key[0] !== queryKeys.tasks.all[0] || key[1] !== 'list' || typeof params !== 'object' || params === null) return null;
  return (params as Partial<TaskListKeyParams>).view === 'task-list' ? (params as TaskListKeyParams) : null;
}

/**
 * A project's tasks in row order, loaded page after page by cursor (`GET /tasks?project_id&search&cursor`).
 * While a new search loads, the previous rows stay on screen (`isPlaceholderData`).
 */
export function useTaskPages(projectId: number, search: string) {
  return useInfiniteQuery({
    queryKey: taskListKey(projectId, search),
    queryFn: ({ pageParam }) =>
      listTasks({ project_id: projectId, search: search || undefined, per_page: TASK_LIST_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The keys in a change, reverted to what they were before it, on the task as it is now. */
function revertPatch(current: Task, before: Task, patch: TaskPatch): Task {
  const next: Task = { ...current };
  for (const key of Object.keys(patch) as (keyof TaskPatch)[]) {
    if (key === 'custom_field_values' || key === 'project_id') continue;
    (next as Record<string, unknown>)[key] = before[key as keyof Task];
  }
  if (patch.assignee_ids !== undefined || patch.assigned_to !== undefined) {
    next.assignee_ids = before.assignee_ids;
    next.assigned_to = before.assigned_to;
  }
  if (patch.custom_field_values) {
    const values = { ...current.custom_field_values };
    for (const key of Object.keys(patch.custom_field_values)) {
      if (key in before.custom_field_values) values[key] = before.custom_field_values[key];
      else delete values[key];
    }
    next.custom_field_values = values;
  }
  return next;
}

/**
 * Changes to a project's tasks from the task list, each applied to the cache at once (every loaded
 * list of the project, whatever its search, and the project's counts) and undone with an error toast
 * (the server's message) when the server refuses it.
 */
export function createTaskListActions(queryClient: QueryClient, projectId: number) {
  const isList = (query: Query) => taskListParamsOf(query.queryKey)?.project_id === projectId;
  const listFilter = { queryKey: queryKeys.tasks.lists(), predicate: isList };

  function updateLists(change: (data: TaskPages, params: TaskListKeyParams) => TaskPages) {
    for (const [key, data] of queryClient.getQueriesData<TaskPages>(listFilter)) {
      const params = taskListParamsOf(key);
      if (data && params) queryClient.setQueryData<TaskPages>(key, change(data, params));
    }
  }

  function snapshotLists() {
    return queryClient.getQueriesData<TaskPages>(listFilter);
  }

  function restoreLists(snapshot: ReturnType<typeof snapshotLists>) {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  }

  function updateProject(change: (project: Project) => Project) {
    queryClient.setQueryData<Project>(queryKeys.projects.detail(projectId), (project) => (project ? change(project) : project));
    queryClient.setQueryData<Project[]>(queryKeys.projects.list(), (projects) =>
      projects?.map((project) => (project.id === projectId ? change(project) : project)),
    );
  }

  /** Refresh what shows counts or tasks elsewhere (projects, board, task detail), not the list itself. */
  function refreshOthers() {
    invalidateAfterTaskChange(queryClient, { except: (key) => taskListParamsOf(key) !== null });
  }

  return {
    /**
     * `PUT /tasks/update {id, ...patch}`; resolves whether it was saved, the refusal shown as a
     * toast — or, with `rethrow`, rejects with it for the caller to show (a custom-field cell).
     */
    async update(task: Task, patch: TaskPatch, { rethrow = false }: { rethrow?: boolean } = {}): Promise<boolean> {
      const statusChange = patch.status_id !== undefined && patch.status_id !== task.status_id ? patch.status_id : null;
      updateLists((data) => mapTask(data, task.id, (current) => applyPatch(current, patch)));
      if (statusChange !== null) updateProject((project) => moveStatusCount(project, task.status_id, statusChange));
      try {
        const saved = await updateTask({ id: task.id, ...patch });
        updateLists((data) => mapTask(data, task.id, () => saved));
        queryClient.setQueryData<Task>(queryKeys.tasks.detail(task.id), (old) => (old ? saved : old));
        return true;
      } catch (error) {
        updateLists((data) => mapTask(data, task.id, (current) => revertPatch(current, task, patch)));
        if (statusChange !== null) updateProject((project) => moveStatusCount(project, statusChange, task.status_id));
        if (rethrow) throw error;
        toast.error(errorMessage(error));
        return false;
      } finally {
        refreshOthers();
      }
    },

    /** `PUT /tasks/reorder {id, before_id | after_id}`; resolves whether it was saved. */
    async reorder(task: Task, target: ReorderTarget): Promise<boolean> {
      const snapshot = snapshotLists();
      updateLists((data) => moveTask(data, task.id, target));
      try {
        const saved = await reorderTask({ id: task.id, ...target });
        updateLists((data) => mapTask(data, task.id, () => saved));
        return true;
      } catch (error) {
        restoreLists(snapshot);
        toast.error(errorMessage(error));
        return false;
      } finally {
        refreshOthers();
      }
    },

    /** `DELETE /tasks/destroy {id}`; the row goes once the server has deleted it. */
    async remove(task: Task): Promise<boolean> {
      try {
        await deleteTask(task.id);
        updateLists((data) => removeTask(data, task.id));
        updateProject((project) => adjustStatusCount(project, task.status_id, -1));
        queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(task.id) });
        toast.success(TASK_MESSAGES.taskDeleted);
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      } finally {
        refreshOthers();
      }
    },

    /**
     * `POST /tasks/store` with the spec §9 defaults (the server fills in status to-do and priority
     * medium); the new task is added at the end of the loaded rows. Resolves the task, or null.
     */
    async create(title?: string): Promise<Task | null> {
      const defaults = newTaskDefaults(title);
      try {
        const task = await createTask({
          project_id: projectId,
          title: defaults.title,
          progress: defaults.progress,
          assignee_ids: defaults.assignee_ids,
        });
        updateLists((data, params) => (matchesSearch(task, params.search) ? appendTask(data, task) : data));
        updateProject((project) => adjustStatusCount(project, task.status_id, 1));
        return task;
      } catch (error) {
        toast.error(errorMessage(error));
        return null;
      } finally {
        refreshOthers();
      }
    },
  };
}

export type TaskListActions = ReturnType<typeof createTaskListActions>;

export function useTaskListActions(projectId: number): TaskListActions {
  const queryClient = useQueryClient();
  return useMemo(() => createTaskListActions(queryClient, projectId), [queryClient, projectId]);
}
