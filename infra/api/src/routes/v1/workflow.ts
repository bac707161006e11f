import {
  dataReply,
  deletedSchema,
  prioritySchema,
  priorityDestroyRequestSchema,
  priorityStoreRequestSchema,
  priorityUpdateRequestSchema,
  statusDestroyRequestSchema,
  statusSchema,
  statusStoreRequestSchema,
  statusUpdateRequestSchema,
  WORKFLOW_MESSAGES,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createPriority, destroyPriority, listPriorities, updatePriority } from '../../services/priorities.js';
import { createStatus, destroyStatus, listStatuses, updateStatus } from '../../services/statuses.js';

/** Task statuses and priorities of the current workspace (spec §7 Statuses, Priorities). */
export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statuses',
    {
      config: { permission: 'statuses.list' },
      schema: {
        tags: ['statuses'],
        summary: 'Task statuses of the workspace, in order, with their task counts',
        security: BEARER_SECURITY,
        response: { 200: dataReply(statusSchema.array()) },
      },
    },
    async (request) => ok(await listStatuses(app.db, requireAuth(request).workspaceId), WORKFLOW_MESSAGES.statusesRetrieved),
  );

  app.post(
    '/status/store',
    {
      config: { permission: 'statuses.create' },
      schema: {
        tags: ['statuses'],
        summary: 'Add a status (name unique in the workspace; last unless a position is given)',
        security: BEARER_SECURITY,
        body: statusStoreRequestSchema,
        response: { 201: dataReply(statusSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createStatus(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.statusCreated)),
  );

  app.put(
    '/status/update',
    {
      config: { permission: 'statuses.update' },
      schema: {
        tags: ['statuses'],
        summary: 'Rename, recolour, recategorise or move a status',
        security: BEARER_SECURITY,
        body: statusUpdateRequestSchema,
        response: { 200: dataReply(statusSchema) },
      },
    },
    async (request) => ok(await updateStatus(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.statusUpdated),
  );

  app.delete(
    '/status/destroy',
    {
      config: { permission: 'statuses.delete' },
      schema: {
        tags: ['statuses'],
        summary: 'Delete a status; refused while tasks use it unless move_to names the status they move to',
        security: BEARER_SECURITY,
        body: statusDestroyRequestSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyStatus(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.statusDeleted),
  );

  app.get(
    '/priorities',
    {
      config: { permission: 'priorities.list' },
      schema: {
        tags: ['priorities'],
        summary: 'Task priorities of the workspace, in order, with their task counts',
        security: BEARER_SECURITY,
        response: { 200: dataReply(prioritySchema.array()) },
      },
    },
    async (request) => ok(await listPriorities(app.db, requireAuth(request).workspaceId), WORKFLOW_MESSAGES.prioritiesRetrieved),
  );

  app.post(
    '/priority/store',
    {
      config: { permission: 'priorities.create' },
      schema: {
        tags: ['priorities'],
        summary: 'Add a priority (name unique in the workspace; last unless a position is given)',
        security: BEARER_SECURITY,
        body: priorityStoreRequestSchema,
        response: { 201: dataReply(prioritySchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await createPriority(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.priorityCreated)),
  );

  app.put(
    '/priority/update',
    {
      config: { permission: 'priorities.update' },
      schema: {
        tags: ['priorities'],
        summary: 'Rename, recolour or move a priority',
        security: BEARER_SECURITY,
        body: priorityUpdateRequestSchema,
        response: { 200: dataReply(prioritySchema) },
      },
    },
    async (request) => ok(await updatePriority(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.priorityUpdated),
  );

  app.delete(
    '/priority/destroy',
    {
      config: { permission: 'priorities.delete' },
      schema: {
        tags: ['priorities'],
        summary: 'Delete a priority; refused while tasks use it unless move_to names the priority they move to',
        security: BEARER_SECURITY,
        body: priorityDestroyRequestSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyPriority(app.db, requireAuth(request), request.body), WORKFLOW_MESSAGES.priorityDeleted),
  );
};
