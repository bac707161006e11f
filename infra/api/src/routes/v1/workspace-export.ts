import { WORKSPACE_EXPORT_MESSAGES } from '@kanri/contracts/workspace-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { openWorkspaceExport } from '../../services/workspace-export.js';

/**
 * The current workspace as one JSON file (admins, `workspaces.export`; sessions only: the
 * namespace has no API token area). Streamed from one read-only snapshot: see
 * services/workspace-export.ts and `@kanri/contracts/workspace-export`.
 */
export const workspaceExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspace-export',
    {
      config: {
        permission: 'workspaces.export',
        audit: {
          action: 'workspace.exported',
          targetType: 'workspace',
          describe: ({ request }) => ({ targetId: requireAuth(request).workspaceId }),
        },
      },
      schema: {
        tags: ['workspaces'],
        summary: 'Download the current workspace as JSON (what the admin can see; no secrets)',
        description:
          'A `kanri.workspace-export` file, streamed: `tables` holds the rows of each table of the workspace, ' +
          '`excluded` names what is left out and why (credentials, ephemeral and operational data, uploaded files). ' +
          "Other members' notes, todos, notifications, private channels and direct messages are not exported.",
        security: BEARER_SECURITY,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const file = await openWorkspaceExport(app.dbPool, auth.workspaceId, auth.user);
      // Fastify destroys the stream when the client aborts the download: its client goes back to the pool.
      return reply
        .header('content-type', WORKSPACE_EXPORT_MESSAGES.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
