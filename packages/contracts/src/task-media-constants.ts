/**
 * Task attachments (spec §7 Tasks: `GET /tasks/get-media?task_id=`, `POST /tasks/upload-media` as
 * multipart with `file` and `task_id`). Files are kept on the server's disk; a download carries a
 * safe file name and is sent as an attachment, never rendered inline.
 */
export const TASK_MEDIA_MESSAGES = {
  mediaRetrieved: 'Attachments retrieved successfully',
  mediaUploaded: 'File uploaded successfully',
  mediaDeleted: 'Attachment deleted successfully',
  mediaNotFound: 'Attachment not found.',
  fileRequired: 'Choose a file to upload.',
  fileTooLarge: 'The file may not be larger than 10 MB.',
  fileTypeNotAllowed: 'This type of file cannot be attached.',
  fileEmpty: 'The file is empty.',
  taskRequired: 'The task is required.',
  oneFileOnly: 'Attach one file at a time.',
  uploadMalformed: 'The upload could not be read. Please try again.',
  onlyOwnMedia: 'You can only delete attachments you uploaded.',
} as const;

/**
 * The `attachment` entries of a task's activity feed: `body` is the file name, `new_value` says
 * whether it was added or removed.
 */
export const TASK_MEDIA_ACTIVITY = { added: 'added', removed: 'removed' } as const;
export type TaskMediaActivity = (typeof TASK_MEDIA_ACTIVITY)[keyof typeof TASK_MEDIA_ACTIVITY];

/** Largest attachment, in bytes (10 MiB). */
export const TASK_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/**
 * File name extensions that may be attached, with the content type they are served as. The server
 * checks the extension and the file's leading bytes (images, PDF, zip and Office files; text files
 * may not hold NUL bytes).
 */
export const TASK_MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The `accept` attribute of the file input. */
export const TASK_MEDIA_ACCEPT = Object.keys(TASK_MEDIA_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** GET /tasks/media/{id}/download: the file itself. */
export const taskMediaDownloadPath = (id: number) => `/tasks/media/${id}/download`;
