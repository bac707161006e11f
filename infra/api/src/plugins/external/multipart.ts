import multipart from '@fastify/multipart';
import { TASK_MEDIA_MAX_BYTES } from '@kanri/contracts';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the upload routes (register it in their route module only): one file of
 * at most TASK_MEDIA_MAX_BYTES and a few short fields. A larger file is cut and flagged `truncated`
 * rather than thrown, so the route can answer 422 on the `file` field.
 */
export const multipartPlugin = fp(
  async (api) => {
    await api.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: TASK_MEDIA_MAX_BYTES,
        files: 1,
        fields: 5,
        parts: 6,
        fieldNameSize: 100,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });
  },
  { name: 'kanri-multipart' },
);
