import { TASK_MEDIA_MAX_BYTES, TASK_MEDIA_MESSAGES, TASK_MEDIA_TYPES } from '@kanri/contracts';

/**
 * Chat attachments have the task attachments' limits (the API checks the same constants): the
 * size, not empty, an allowed extension. Checked before uploading; null when the file may go.
 */
export function chatFileProblem({ name, size }: Pick<File, 'name' | 'size'>): string | null {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (size === 0) return TASK_MEDIA_MESSAGES.fileEmpty;
  if (size > TASK_MEDIA_MAX_BYTES) return TASK_MEDIA_MESSAGES.fileTooLarge;
  return Object.hasOwn(TASK_MEDIA_TYPES, extension) ? null : TASK_MEDIA_MESSAGES.fileTypeNotAllowed;
}
