import {
  dataReply,
  WORKSPACE_MESSAGES,
  workspaceSchema,
  workspaceStoreRequestSchema,
  workspaceUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createWorkspace, listWorkspaces, updateWorkspace } from '../../services/workspaces.js';

/** The caller's workspaces (spec §7 Workspaces). */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces',
    {
      config: { permission: 'workspaces.list' },
      schema: {
        tags: ['workspaces'],
        summary: "The workspaces the caller is an active member of, with the caller's role and the active member count",
        security: BEARER_SECURITY,
        response: { 200: dataReply(workspaceSchema.array()) },
      },
    },
    async (request) => ok(await listWorkspaces(app.db, requireAuth(request).user.id), WORKSPACE_MESSAGES.retrieved),
  );

  app.post(
    '/workspaces/store',
    {
      config: {
        permission: 'workspaces.create',
        // Recorded in the new workspace, whose admin the caller becomes.
        audit: {
          action: 'workspace.created',
          targetType: 'workspace',
          describe: ({ data }) => ({
            workspaceId: data?.id as number,
            targetId: data?.id as number,
            targetLabel: data?.name as string,
          }),
        },
      },
      schema: {
        tags: ['workspaces'],
        summary: 'Create a workspace with the default statuses, priorities and tags; the caller becomes its admin',
        security: BEARER_SECURITY,
        body: workspaceStoreRequestSchema,
        response: { 201: dataReply(workspaceSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createWorkspace(app.db, requireAuth(request), request.body), WORKSPACE_MESSAGES.created)),
  );

  app.put(
    '/workspaces/update',
    {
      // The role that counts is the one in the workspace renamed (the body's id): the service checks it.
      preValidation: app.authenticate,
      config: {
        audit: {
          action: 'workspace.renamed',
          targetType: 'workspace',
          describe: ({ data }) => ({
            workspaceId: data?.id as number,
            targetId: data?.id as number,
            targetLabel: data?.name as string,
          }),
        },
      },
      schema: {
        tags: ['workspaces'],
        summary: 'Rename a workspace: admins of that workspace (404 for non-members)',
        security: BEARER_SECURITY,
        body: workspaceUpdateRequestSchema,
        response: { 200: dataReply(workspaceSchema) },
      },
    },
    async (request) => ok(await updateWorkspace(app.db, requireAuth(request), request.body), WORKSPACE_MESSAGES.updated),
  );
};
