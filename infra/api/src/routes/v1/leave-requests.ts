import { dataReply, deletedSchema, idParamsSchema } from '@kanri/contracts';
import {
  approvedLeaveQuerySchema,
  approvedLeaveSchema,
  LEAVE_MESSAGES,
  leaveListQuerySchema,
  leavePageSchema,
  leaveRequestSchema,
  leaveStoreRequestSchema,
  leaveUpdateRequestSchema,
} from '@kanri/contracts/hr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import {
  createLeaveRequest,
  destroyLeaveRequest,
  listApprovedLeave,
  listLeaveRequests,
  updateLeaveRequest,
} from '../../services/leave-requests.js';

const UPDATE_MESSAGES = {
  approved: LEAVE_MESSAGES.approved,
  rejected: LEAVE_MESSAGES.rejected,
  cancelled: LEAVE_MESSAGES.cancelled,
} as const;

/**
 * Leave requests (spec §7): members their own, admins and managers everyone's in the workspace;
 * approvers decide on other people's. A request one may not see is a 404.
 */
export const leaveRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leave-requests',
    {
      config: { permission: 'leave.list' },
      schema: {
        tags: ['leave-requests'],
        summary:
          "The caller's leave requests (admins and managers: everyone's), newest first: search (employee, reason), " +
          "status, leave_type, user_id; the cards' counts over all one sees (this month in `time_zone`)",
        security: BEARER_SECURITY,
        querystring: leaveListQuerySchema,
        response: { 200: dataReply(leavePageSchema) },
      },
    },
    async (request) => ok(await listLeaveRequests(app.db, requireAuth(request), request.query), LEAVE_MESSAGES.retrieved),
  );

  app.get(
    '/leave-requests/approved',
    {
      config: { permission: 'leave.list' },
      schema: {
        tags: ['leave-requests'],
        summary: "The workspace's approved leave overlapping a period (`from`, `to`, dates included), for every member",
        security: BEARER_SECURITY,
        querystring: approvedLeaveQuerySchema,
        response: { 200: dataReply(approvedLeaveSchema.array()) },
      },
    },
    async (request) =>
      ok(await listApprovedLeave(app.db, requireAuth(request).workspaceId, request.query), LEAVE_MESSAGES.retrieved),
  );

  app.post(
    '/leave-requests/store',
    {
      config: { permission: 'leave.create' },
      schema: {
        tags: ['leave-requests'],
        summary:
          'Request leave (pending; days counted by the server); 422 on start_date when it overlaps a pending or approved request',
        security: BEARER_SECURITY,
        body: leaveStoreRequestSchema,
        response: { 201: dataReply(leaveRequestSchema) },
      },
    },
    async (request, reply) => {
      const leave = await createLeaveRequest(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(leave, LEAVE_MESSAGES.submitted));
    },
  );

  app.post(
    '/leave-requests/update',
    {
      config: { permission: 'leave.update' },
      schema: {
        tags: ['leave-requests'],
        summary:
          'Approve or reject (with comments) another person’s pending request (admins, managers), or cancel one’s own; ' +
          '409 when it is no longer pending',
        security: BEARER_SECURITY,
        body: leaveUpdateRequestSchema,
        response: { 200: dataReply(leaveRequestSchema) },
      },
    },
    async (request) =>
      ok(await updateLeaveRequest(app.db, requireAuth(request), request.body), UPDATE_MESSAGES[request.body.status]),
  );

  app.delete(
    '/leave-requests/destroy/:id',
    {
      config: { permission: 'leave.delete' },
      schema: {
        tags: ['leave-requests'],
        summary: "Delete one's own pending request (admins: any request)",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyLeaveRequest(app.db, requireAuth(request), request.params.id), LEAVE_MESSAGES.deleted),
  );
};
