import type {
  CommentStoreRequest,
  Deleted,
  Task,
  TaskActivity,
  TaskPage,
  TaskReorderRequest,
  TaskStoreRequest,
  TaskUpdateRequest,
} from '@kanri/contracts';
import { apiCall } from '../http';

/** `?a=1&b=x` from the defined entries (empty string when none). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /tasks filters and paging (`page` or `cursor`, `per_page` up to 500). */
export interface TaskListParams {
  project_id?: number;
  status_id?: number;
  assignee_id?: number;
  search?: string;
  page?: number;
  per_page?: number;
  cursor?: string;
}

/** GET /tasks: one page of tasks in row order; filters project, status, assignee, search. */
export const listTasks = (query: TaskListParams = {}) => apiCall<TaskPage>(`/tasks${queryString({ ...query })}`);

/** GET /tasks/{id}. */
export const getTask = (id: number) => apiCall<Task>(`/tasks/${id}`);

/** POST /tasks/store: new tasks get the spec §9 defaults for what is not sent. */
export const createTask = (body: TaskStoreRequest) => apiCall<Task>('/tasks/store', { method: 'POST', body });

/** PUT /tasks/update `{ id, ...fields }`. */
export const updateTask = (body: TaskUpdateRequest) => apiCall<Task>('/tasks/update', { method: 'PUT', body });

/** PUT /tasks/reorder `{ id, before_id | after_id }`. */
export const reorderTask = (body: TaskReorderRequest) => apiCall<Task>('/tasks/reorder', { method: 'PUT', body });

/** DELETE /tasks/destroy `{ id }`. */
export const deleteTask = (id: number) => apiCall<Deleted>('/tasks/destroy', { method: 'DELETE', body: { id } });

/** GET /tasks/{id}/activity: the task's history and comments, oldest first. */
export const listTaskActivity = (taskId: number) => apiCall<TaskActivity[]>(`/tasks/${taskId}/activity`);

/** POST /tasks/{id}/comments `{ body }`. */
export const addTaskComment = (taskId: number, body: CommentStoreRequest) =>
  apiCall<TaskActivity>(`/tasks/${taskId}/comments`, { method: 'POST', body });
