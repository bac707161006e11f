import {
  isAllowedOnRecord,
  TASK_MEDIA_ACTIVITY,
  TASK_MEDIA_MESSAGES,
  TASK_MESSAGES,
  taskMediaUploadFieldsSchema,
  type FieldErrors,
  type TaskMedia,
} from '@kanri/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { taskMedia, tasks, users } from '../db/schema.js';
import { allowedContentType, cleanFileName, contentMatchesExtension, extensionOf } from '../lib/attachments.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import type { MediaStorage, StoredFile } from '../lib/media-storage.js';
import type { ReceivedUpload } from '../lib/multipart-upload.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { recordActivity } from './task-activity.js';

type MediaRow = typeof taskMedia.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** GET /tasks/get-media?task_id=: the task's attachments, newest first. */
export async function listTaskMedia(db: Database, workspaceId: number, taskId: number): Promise<TaskMedia[]> {
  if (!(await taskExists(db, workspaceId, taskId))) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
  const rows = await db
    .select({ media: taskMedia, user: users })
    .from(taskMedia)
    .leftJoin(users, eq(users.id, taskMedia.uploadedBy))
    .where(and(eq(taskMedia.workspaceId, workspaceId), eq(taskMedia.taskId, taskId)))
    .orderBy(desc(taskMedia.id));
  return rows.map((row) => toMediaDto(row.media, row.user));
}

/**
 * POST /tasks/upload-media: checks the form (task_id; one file, not empty, within the size limit,
 * an allowed extension whose content matches), then, in one transaction, stores the row and its
 * `attachment` activity entry and moves the file into place. On any failure neither the row nor
 * the file is left behind.
 */
export async function uploadTaskMedia(
  db: Database,
  storage: MediaStorage,
  auth: RequestAuth,
  upload: ReceivedUpload,
): Promise<TaskMedia> {
  const file = upload.file;
  let kept: string | undefined;
  try {
    const errors: FieldErrors = {};
    const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

    const rawTaskId = upload.fields.get('task_id');
    let taskId: number | undefined;
    if (rawTaskId === undefined || rawTaskId.trim() === '') fail('task_id', TASK_MEDIA_MESSAGES.taskRequired);
    else {
      const parsed = taskMediaUploadFieldsSchema.safeParse({ task_id: rawTaskId.trim() });
      if (parsed.success) taskId = parsed.data.task_id;
      else fail('task_id', parsed.error.issues[0]?.message ?? TASK_MEDIA_MESSAGES.taskRequired);
    }

    const { fileName, mimeType } = checkUploadedFile(upload, fail);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const key = storage.newKey();
    const row = await db.transaction(async (tx) => {
      const [task] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.workspaceId, auth.workspaceId), eq(tasks.id, taskId!)))
        .for('key share');
      if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
      const [inserted] = await tx
        .insert(taskMedia)
        .values({
          workspaceId: auth.workspaceId,
          taskId: task.id,
          fileName,
          mimeType: mimeType!,
          size: file!.size,
          storageKey: key,
          uploadedBy: auth.user.id,
        })
        .returning();
      await recordActivity(tx, auth, task.id, [{ type: 'attachment', body: fileName, newValue: TASK_MEDIA_ACTIVITY.added }]);
      await storage.keep(file!.tempPath, key);
      kept = key;
      return inserted!;
    });
    return toMediaDto(row, auth.user);
  } catch (error) {
    // The transaction failed after the file was moved into place (at commit): no row, so no file.
    if (kept) await storage.remove([kept]);
    throw error;
  } finally {
    if (file) await storage.discardTemp(file.tempPath);
  }
}

/**
 * The checks of an uploaded file (task and chat attachments): one file, not empty, within the size
 * limit, an allowed extension whose content matches it; `fail('file', message)` for each problem,
 * 400 for a body that is not well-formed multipart. The cleaned name and its content type.
 */
export function checkUploadedFile(
  upload: ReceivedUpload,
  fail: (field: string, message: string) => void,
): { fileName: string; mimeType: string | undefined } {
  const file = upload.file;
  const fileName = file ? cleanFileName(file.fileName) : '';
  const mimeType = allowedContentType(fileName);
  if (upload.problem === 'tooManyFiles') fail('file', TASK_MEDIA_MESSAGES.oneFileOnly);
  else if (upload.problem === 'tooManyFields' || upload.problem === 'malformed') {
    throw httpErrors.badRequest(TASK_MEDIA_MESSAGES.uploadMalformed);
  } else if (!file) fail('file', TASK_MEDIA_MESSAGES.fileRequired);
  else if (file.truncated) fail('file', TASK_MEDIA_MESSAGES.fileTooLarge);
  else if (file.size === 0) fail('file', TASK_MEDIA_MESSAGES.fileEmpty);
  else if (!mimeType || !contentMatchesExtension(extensionOf(fileName)!, file.head)) {
    fail('file', TASK_MEDIA_MESSAGES.fileTypeNotAllowed);
  }
  return { fileName, mimeType };
}

/** 422; when there is one message, it is the reply's message too (clients toast it). */
export function unprocessable(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat();
  return messages.length === 1 ? new HttpError(422, messages[0]!, errors) : httpErrors.unprocessable(errors);
}

/**
 * GET /tasks/media/{id}/download: the attachment and its bytes; `file` is undefined when the file
 * is missing from disk (the caller logs it and answers 404).
 */
export async function openTaskMedia(
  db: Database,
  storage: MediaStorage,
  workspaceId: number,
  id: number,
): Promise<{ media: TaskMedia; file: StoredFile | undefined; storageKey: string }> {
  const [row] = await db
    .select({ media: taskMedia, user: users })
    .from(taskMedia)
    .leftJoin(users, eq(users.id, taskMedia.uploadedBy))
    .where(and(eq(taskMedia.workspaceId, workspaceId), eq(taskMedia.id, id)));
  if (!row) throw httpErrors.notFound(TASK_MEDIA_MESSAGES.mediaNotFound);
  const file = await storage.open(row.media.storageKey);
  return { media: toMediaDto(row.media, row.user), file, storageKey: row.media.storageKey };
}

/**
 * DELETE /tasks/media/destroy: the uploader, an admin or a manager deletes it; the row and an
 * `attachment` activity entry in one transaction, then the file.
 */
export async function destroyTaskMedia(
  db: Database,
  storage: MediaStorage,
  auth: RequestAuth,
  id: number,
): Promise<{ id: number }> {
  const row = await db.transaction(async (tx) => {
    const [media] = await tx
      .select()
      .from(taskMedia)
      .where(and(eq(taskMedia.workspaceId, auth.workspaceId), eq(taskMedia.id, id)))
      .for('update');
    if (!media) throw httpErrors.notFound(TASK_MEDIA_MESSAGES.mediaNotFound);
    if (!isAllowedOnRecord(auth.role, auth.user.id, 'taskMedia.delete', media.uploadedBy)) {
      throw httpErrors.forbidden(TASK_MEDIA_MESSAGES.onlyOwnMedia);
    }
    await tx.delete(taskMedia).where(eq(taskMedia.id, media.id));
    await recordActivity(tx, auth, media.taskId, [
      { type: 'attachment', body: media.fileName, newValue: TASK_MEDIA_ACTIVITY.removed },
    ]);
    return media;
  });
  await storage.remove([row.storageKey]);
  return { id };
}

/**
 * Storage keys of the attachments of one task or of every task of a project, for a transaction that
 * is deleting them (their rows go with the tasks): the tasks are locked first, so an upload still
 * running on one of them commits before (and is counted) or finds its task gone. Remove the files
 * with `MediaStorage.remove` once the transaction has committed.
 */
export async function lockMediaKeysOf(
  tx: Database,
  workspaceId: number,
  of: { taskId: number } | { projectId: number },
): Promise<string[]> {
  const scope = 'projectId' in of ? eq(tasks.projectId, of.projectId) : eq(tasks.id, of.taskId);
  await tx.execute(
    sql`select count(*) from (select 1 from ${tasks} where ${and(eq(tasks.workspaceId, workspaceId), scope)} for update) as locked`,
  );
  const rows = await tx
    .select({ key: taskMedia.storageKey })
    .from(taskMedia)
    .innerJoin(tasks, eq(tasks.id, taskMedia.taskId))
    .where(and(eq(taskMedia.workspaceId, workspaceId), scope));
  return rows.map((row) => row.key);
}

async function taskExists(db: Database, workspaceId: number, taskId: number): Promise<boolean> {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, taskId)));
  return task !== undefined;
}

function toMediaDto(row: MediaRow, user: UserRow | null): TaskMedia {
  return {
    id: row.id,
    task_id: row.taskId,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.size,
    uploaded_by: user
      ? {
          id: user.id,
          full_name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          photo_url: user.photoUrl,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}
