import { dataReply, deletedSchema, idParamsSchema } from '@kanri/contracts';
import {
  CLIENT_MESSAGES,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientStoreRequestSchema,
  clientUpdateRequestSchema,
} from '@kanri/contracts/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createClient, destroyClient, listClients, updateClient } from '../../services/clients.js';

/** The workspace's clients (spec §7 Clients): admins and managers only; another workspace's id is a 404. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { permission: 'clients.list' },
      schema: {
        tags: ['clients'],
        summary:
          "The workspace's clients, newest first, paged: search (name, e-mail, company, phone), status, archived; " +
          "each with its projects and invoice count; the cards' counts",
        security: BEARER_SECURITY,
        querystring: clientListQuerySchema,
        response: { 200: dataReply(clientPageSchema) },
      },
    },
    async (request) => ok(await listClients(app.db, requireAuth(request).workspaceId, request.query), CLIENT_MESSAGES.listed),
  );

  app.post(
    '/clients/store',
    {
      config: { permission: 'clients.create' },
      schema: {
        tags: ['clients'],
        summary: 'Add a client (active by default); `project_ids` links those projects of the workspace to it',
        security: BEARER_SECURITY,
        body: clientStoreRequestSchema,
        response: { 201: dataReply(clientSchema) },
      },
    },
    async (request, reply) => {
      const client = await createClient(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(client, CLIENT_MESSAGES.created));
    },
  );

  app.post(
    '/clients/update',
    {
      config: { permission: 'clients.update' },
      schema: {
        tags: ['clients'],
        summary: 'Change a client; `project_ids` is the whole set of its projects; `is_archived` archives or restores it',
        security: BEARER_SECURITY,
        body: clientUpdateRequestSchema,
        response: { 200: dataReply(clientSchema) },
      },
    },
    async (request) => ok(await updateClient(app.db, requireAuth(request), request.body), updateMessage(request.body)),
  );

  app.delete(
    '/clients/destroy/:id',
    {
      config: { permission: 'clients.delete' },
      schema: {
        tags: ['clients'],
        summary: 'Delete a client without invoices (422 when it has some: archive it instead); its projects are unlinked',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) =>
      ok(await destroyClient(app.db, requireAuth(request).workspaceId, request.params.id), CLIENT_MESSAGES.deleted),
  );
};

/** Archiving or restoring alone says so (`Client archived`, `Client restored`); any other change is an update. */
function updateMessage(body: { is_archived?: boolean | undefined }): string {
  const onlyArchive = body.is_archived !== undefined && Object.keys(body).every((key) => key === 'id' || key === 'is_archived');
  if (!onlyArchive) return CLIENT_MESSAGES.updated;
  return body.is_archived ? CLIENT_MESSAGES.archived : CLIENT_MESSAGES.restored;
}
