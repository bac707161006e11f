import {
  CUSTOM_FIELD_MESSAGES,
  customFieldCopyRequestSchema,
  customFieldListQuerySchema,
  customFieldSchema,
  customFieldStoreRequestSchema,
  customFieldUpdateRequestSchema,
  dataReply,
  deletedSchema,
  idBodySchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { copyField, createField, destroyField, listFields, updateField } from '../../services/custom-fields.js';

/** Custom fields: the projects' own task-list columns. */
export const customFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-fields',
    {
      config: { permission: 'customFields.list' },
      schema: {
        tags: ['custom fields'],
        summary: "A project's custom fields in column order, or every field of the workspace without project_id",
        security: BEARER_SECURITY,
        querystring: customFieldListQuerySchema,
        response: { 200: dataReply(customFieldSchema.array()) },
      },
    },
    async (request) =>
      ok(
        await listFields(app.db, requireAuth(request).workspaceId, request.query.project_id),
        CUSTOM_FIELD_MESSAGES.fieldsRetrieved,
      ),
  );

  app.post(
    '/custom-fields/store',
    {
      config: { permission: 'customFields.create' },
      schema: {
        tags: ['custom fields'],
        summary: 'Add a custom field to a project (AI types need an AI provider: 422)',
        security: BEARER_SECURITY,
        body: customFieldStoreRequestSchema,
        response: { 201: dataReply(customFieldSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createField(app.db, requireAuth(request), request.body), CUSTOM_FIELD_MESSAGES.fieldCreated)),
  );

  app.put(
    '/custom-fields/update',
    {
      config: { permission: 'customFields.update' },
      schema: {
        tags: ['custom fields'],
        summary: 'Rename a field, change its options, settings, width or position (not its type)',
        security: BEARER_SECURITY,
        body: customFieldUpdateRequestSchema,
        response: { 200: dataReply(customFieldSchema) },
      },
    },
    async (request) => ok(await updateField(app.db, requireAuth(request), request.body), CUSTOM_FIELD_MESSAGES.fieldUpdated),
  );

  app.delete(
    '/custom-fields/destroy',
    {
      config: { permission: 'customFields.delete' },
      schema: {
        tags: ['custom fields'],
        summary: "Delete a field and its values on the project's tasks",
        security: BEARER_SECURITY,
        body: idBodySchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyField(app.db, requireAuth(request), request.body.id), CUSTOM_FIELD_MESSAGES.fieldDeleted),
  );

  app.post(
    '/custom-fields/copy',
    {
      config: { permission: 'customFields.create' },
      schema: {
        tags: ['custom fields'],
        summary: 'Add an existing field of another project of the workspace to a project',
        security: BEARER_SECURITY,
        body: customFieldCopyRequestSchema,
        response: { 201: dataReply(customFieldSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await copyField(app.db, requireAuth(request), request.body), CUSTOM_FIELD_MESSAGES.fieldCopied)),
  );
};
