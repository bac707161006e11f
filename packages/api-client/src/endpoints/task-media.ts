import type { Deleted, TaskMedia } from '@kanri/contracts';
import { taskMediaDownloadPath } from '@kanri/contracts/constants';
import { apiCall, apiDownload } from '../http';

/** GET /tasks/get-media?task_id=: a task's attachments, newest first. */
export const listTaskMedia = (taskId: number) => apiCall<TaskMedia[]>(`/tasks/get-media?task_id=${taskId}`);

/** POST /tasks/upload-media as multipart with `file` and `task_id`. */
export function uploadTaskMedia(taskId: number, file: File | Blob, fileName?: string) {
  const form = new FormData();
  form.append('task_id', String(taskId));
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return apiCall<TaskMedia>('/tasks/upload-media', { method: 'POST', body: form, timeoutMs: 120_000 });
}

/** DELETE /tasks/media/destroy `{ id }`. */
export const deleteTaskMedia = (id: number) => apiCall<Deleted>('/tasks/media/destroy', { method: 'DELETE', body: { id } });

/** GET /tasks/media/{id}/download: the file's bytes (with the bearer token, so not a plain link). */
export const downloadTaskMedia = (id: number) => apiDownload(taskMediaDownloadPath(id));
