import {
  dataReply,
  deletedSchema,
  idParamsSchema,
  TASK_MEDIA_MESSAGES,
  taskMediaDestroyRequestSchema,
  taskMediaListQuerySchema,
  taskMediaSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment, SNIFF_BYTES } from '../../lib/attachments.js';
import { httpErrors } from '../../lib/http-errors.js';
import { receiveUpload } from '../../lib/multipart-upload.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { multipartPlugin } from '../../plugins/external/multipart.js';
import { destroyTaskMedia, listTaskMedia, openTaskMedia, uploadTaskMedia } from '../../services/task-media.js';

/** Task attachments (spec §7 Tasks): list, upload (multipart), download, delete. */
export const taskMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // multipart/form-data is understood by these routes only.
  await app.register(multipartPlugin);

  app.get(
    '/tasks/get-media',
    {
      config: { permission: 'taskMedia.list' },
      schema: {
        tags: ['tasks'],
        summary: "A task's attachments, newest first",
        security: BEARER_SECURITY,
        querystring: taskMediaListQuerySchema,
        response: { 200: dataReply(taskMediaSchema.array()) },
      },
    },
    async (request) =>
      ok(
        await listTaskMedia(app.db, requireAuth(request).workspaceId, request.query.task_id),
        TASK_MEDIA_MESSAGES.mediaRetrieved,
      ),
  );

  app.post(
    '/tasks/upload-media',
    {
      config: { permission: 'taskMedia.upload' },
      schema: {
        tags: ['tasks'],
        summary: 'Attach a file to a task (multipart/form-data: `task_id` and `file`)',
        description:
          'One file of at most 10 MB whose extension is allowed (png, jpg, gif, webp, pdf, txt, md, csv, json, zip, ' +
          'doc(x), xls(x), ppt(x)) and whose content matches it. 422 on `file` (missing, empty, too large, type) or ' +
          '`task_id`; 404 for a task outside the workspace.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 201: dataReply(taskMediaSchema) },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.media, { fileField: 'file', headBytes: SNIFF_BYTES });
      const media = await uploadTaskMedia(app.db, app.media, requireAuth(request), upload);
      return reply.code(201).send(ok(media, TASK_MEDIA_MESSAGES.mediaUploaded));
    },
  );

  app.get(
    '/tasks/media/:id/download',
    {
      config: { permission: 'taskMedia.download' },
      schema: {
        tags: ['tasks'],
        summary: 'The file itself, as an attachment with its name (never shown inline)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { media, file, storageKey } = await openTaskMedia(
        app.db,
        app.media,
        requireAuth(request).workspaceId,
        request.params.id,
      );
      if (!file) {
        request.log.error({ mediaId: media.id, storageKey }, 'The file of an attachment is missing');
        throw httpErrors.notFound(TASK_MEDIA_MESSAGES.mediaNotFound);
      }
      return sendAttachment(reply, media, file);
    },
  );

  app.delete(
    '/tasks/media/destroy',
    {
      config: { permission: 'taskMedia.delete' },
      schema: {
        tags: ['tasks'],
        summary: 'Delete an attachment (developers, designers and members: only the ones they uploaded)',
        security: BEARER_SECURITY,
        body: taskMediaDestroyRequestSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) =>
      ok(await destroyTaskMedia(app.db, app.media, requireAuth(request), request.body.id), TASK_MEDIA_MESSAGES.mediaDeleted),
  );
};
