import { z } from 'zod';
import { actorSchema, idParamSchema, idSchema } from './common.js';

/** Task attachments: the schemas; the texts, limits and paths are in ./task-media-constants.ts. */
export * from './task-media-constants.js';

export const taskMediaSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  /** The name shown and used for the download (cleaned of paths and control characters). */
  file_name: z.string(),
  mime_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  uploaded_by: actorSchema.nullable(),
  created_at: z.string(),
});
export type TaskMedia = z.infer<typeof taskMediaSchema>;

/** GET /tasks/get-media?task_id= */
export const taskMediaListQuerySchema = z.object({ task_id: idParamSchema });

/** The non-file part of POST /tasks/upload-media. */
export const taskMediaUploadFieldsSchema = z.object({ task_id: idParamSchema });

/** DELETE /tasks/media/destroy `{ id }`. */
export const taskMediaDestroyRequestSchema = z.object({ id: idSchema });
