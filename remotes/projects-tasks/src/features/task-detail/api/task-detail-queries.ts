import {
  addTaskComment,
  ApiError,
  createTag,
  deleteTaskMedia,
  downloadTaskMedia,
  getTask,
  invalidateAfterTaskChange,
  isNotFound,
  listTaskActivity,
  listTaskMedia,
  listTasks,
  queryKeys,
  saveDownloadedFile,
  updateTask,
  uploadTaskMedia,
} from '@kanri/api-client';
import type { FieldErrors, Tag, Task, TaskMedia, TaskUpdateRequest } from '@kanri/contracts';
import { hashKey, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The fields of one `PUT /tasks/update` besides the id. */
export type TaskChanges = Omit<TaskUpdateRequest, 'id'>;

/** The outcome of saving a field: the saved task, or the server's message and per-field messages. */
export type SaveResult =
  { ok: true; task: Task } | { ok: false; message: string; status: number; fieldErrors: FieldErrors | undefined };

export const useTask = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.tasks.detail(id ?? 0),
    queryFn: () => getTask(id as number),
    enabled: id !== null,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });

export const useTaskActivity = (taskId: number) =>
  useQuery({ queryKey: queryKeys.tasks.activity(taskId), queryFn: () => listTaskActivity(taskId) });

export const useTaskMedia = (taskId: number) =>
  useQuery({ queryKey: queryKeys.tasks.media(taskId), queryFn: () => listTaskMedia(taskId) });

/** Tasks whose name contains `search` (for linking); off while the text is blank. */
export const useTaskSearch = (search: string) => {
  const text = search.trim();
  const query = { search: text, per_page: 20 };
  return useQuery({
    queryKey: queryKeys.tasks.list({ ...query, purpose: 'task-link-search' }),
    queryFn: () => listTasks(query),
    enabled: text.length > 0,
    staleTime: 10_000,
  });
};

/** The other tasks a relationship change touches: both sides of a link show it. */
function linkedTaskIds(before: Task | undefined, changes: TaskChanges): number[] {
  const ids = new Set<number>();
  for (const link of before?.relationships ?? []) ids.add(link.task_id);
  for (const link of changes.relationships ?? []) ids.add(link.task_id);
  return [...ids];
}

function afterTaskSaved(queryClient: QueryClient, before: Task | undefined, changes: TaskChanges, saved: Task) {
  queryClient.setQueryData(queryKeys.tasks.detail(saved.id), saved);
  // The saved task's detail is the server's reply already, and a field change leaves its attachments as they were.
  const upToDate = new Set([hashKey(queryKeys.tasks.detail(saved.id)), hashKey(queryKeys.tasks.media(saved.id))]);
  // Counts per status and priority show on projects and on the Statuses and Priorities screens.
  const countsChanged = 'status_id' in changes || 'priority_id' in changes;
  invalidateAfterTaskChange(queryClient, {
    taskIds: [saved.id, ...('relationships' in changes ? linkedTaskIds(before, changes) : [])],
    except: (key) => upToDate.has(hashKey(key)),
    projects: countsChanged,
    workflow: countsChanged,
  });
}

/**
 * Saves some fields of a task. Never throws: the caller gets the saved task or the server's
 * message (422 with per-field messages), and decides how to show it. The cache is updated only
 * with what the server saved, so a failed save leaves the shown value as it was.
 */
export function useUpdateTask(taskId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (changes: TaskChanges) => updateTask({ ...changes, id: taskId }),
  });
  async function save(changes: TaskChanges): Promise<SaveResult> {
    const before = queryClient.getQueryData<Task>(queryKeys.tasks.detail(taskId));
    try {
      const saved = await mutation.mutateAsync(changes);
      afterTaskSaved(queryClient, before, changes, saved);
      return { ok: true, task: saved };
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 404) void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.detail(taskId) });
        return { ok: false, message: error.message, status: error.status, fieldErrors: error.errors };
      }
      return { ok: false, message: error instanceof Error ? error.message : String(error), status: 0, fieldErrors: undefined };
    }
  }
  return { save, saving: mutation.isPending };
}

export function useAddComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addTaskComment(taskId, { body }),
    onSuccess: (entry) => {
      queryClient.setQueryData<unknown[]>(queryKeys.tasks.activity(taskId), (old) =>
        Array.isArray(old) && !old.some((item) => (item as { id?: number }).id === entry.id) ? [...old, entry] : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.activity(taskId) });
    },
  });
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createTag({ name }),
    onSuccess: (tag) => {
      queryClient.setQueryData<Tag[]>(queryKeys.tags.list(), (old) =>
        old && !old.some((item) => item.id === tag.id) ? [...old, tag] : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.tags.all });
    },
  });
}

export function useUploadMedia(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTaskMedia(taskId, file, file.name),
    onSuccess: (media) => {
      queryClient.setQueryData<TaskMedia[]>(queryKeys.tasks.media(taskId), (old) =>
        old && !old.some((item) => item.id === media.id) ? [media, ...old] : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.media(taskId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.activity(taskId) });
    },
  });
}

export function useDeleteMedia(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTaskMedia(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<TaskMedia[]>(queryKeys.tasks.media(taskId), (old) => old?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.media(taskId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.activity(taskId) });
    },
  });
}

/**
 * Downloads an attachment with the session's token (a plain link cannot send it) and hands it to
 * the browser as a file: an object URL clicked through a temporary `<a download>`, revoked after.
 */
export async function saveAttachment(media: Pick<TaskMedia, 'id' | 'file_name'>): Promise<void> {
  saveDownloadedFile(await downloadTaskMedia(media.id), media.file_name);
}
