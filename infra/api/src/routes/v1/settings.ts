import { dataReply, generalSettingsSchema, settingsUpdateRequestSchema, TEAM_MESSAGES } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { getSettings, updateSettings } from '../../services/settings.js';

/** Workspace settings (admin). Workspace 1's open_registration opens registration on the instance. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/general_settings',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags: ['settings'],
        summary: 'Settings of the current workspace',
        security: BEARER_SECURITY,
        response: { 200: dataReply(generalSettingsSchema) },
      },
    },
    async (request) => ok(await getSettings(app.db, requireAuth(request).workspaceId), TEAM_MESSAGES.settingsRetrieved),
  );

  app.put(
    '/settings/update',
    {
      config: { permission: 'settings.update' },
      schema: {
        tags: ['settings'],
        summary: 'Change settings of the current workspace',
        security: BEARER_SECURITY,
        body: settingsUpdateRequestSchema,
        response: { 200: dataReply(generalSettingsSchema) },
      },
    },
    async (request) =>
      ok(await updateSettings(app.db, requireAuth(request).workspaceId, request.body), TEAM_MESSAGES.settingsUpdated),
  );
};
