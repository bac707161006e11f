import { dataReply, TEAM_MESSAGES } from '@kanri/contracts';
import { workspaceSettingsSchema, workspaceSettingsUpdateRequestSchema } from '@kanri/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { getSettings, updateSettings } from '../../services/settings.js';

/**
 * Workspace settings (admin): organisation name (the workspace's name), default time zone, week
 * start, default currency and open registration (workspace 1's opens registration on the instance).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/general_settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags: ['settings'],
        summary: 'Settings of the current workspace',
        security: BEARER_SECURITY,
        response: { 200: dataReply(workspaceSettingsSchema) },
      },
    },
    async (request) => ok(await getSettings(app.db, requireAuth(request).workspaceId), TEAM_MESSAGES.settingsRetrieved),
  );

  app.put(
    '/settings/update',
    {
      config: {
        permission: 'settings.update',
        audit: {
          action: 'settings.updated',
          targetType: 'settings',
          describe: ({ request }) => ({ details: { fields: Object.keys(request.body as object) } }),
        },
      },
      schema: {
        tags: ['settings'],
        summary: 'Change settings of the current workspace (only the fields sent)',
        description:
          '422 per field: organisation_name blank or over 80 characters, default_time_zone not an IANA zone ' +
          "(null: each browser's), week_start not sunday or monday, default_currency not an ISO 4217 code.",
        security: BEARER_SECURITY,
        body: workspaceSettingsUpdateRequestSchema,
        response: { 200: dataReply(workspaceSettingsSchema) },
      },
    },
    async (request) =>
      ok(await updateSettings(app.db, requireAuth(request).workspaceId, request.body), TEAM_MESSAGES.settingsUpdated),
  );
};
