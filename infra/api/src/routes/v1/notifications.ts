import { dataReply, deletedSchema, idParamsSchema } from '@kanri/contracts';
import {
  NOTIFICATION_MESSAGES,
  notificationListQuerySchema,
  notificationMarkAllReadSchema,
  notificationMarkReadRequestSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
} from '@kanri/contracts/hr';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth, type RequestAuth } from '../../plugins/app/auth.js';
import {
  destroyNotification,
  getNotificationPreferences,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences,
} from '../../services/notifications/inbox.js';

const ownerOf = (auth: RequestAuth) => ({ workspaceId: auth.workspaceId, userId: auth.user.id });

/** The caller's own notifications in the current workspace (spec §7); anyone else's id is a 404. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { permission: 'notifications.list' },
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's notifications, newest first, paged back with `before`: search (title, message), type, status; " +
          "the cards' counts (today in `time_zone`, this week: the last 7 days)",
        security: BEARER_SECURITY,
        querystring: notificationListQuerySchema,
        response: { 200: dataReply(notificationPageSchema) },
      },
    },
    async (request) =>
      ok(await listNotifications(app.db, ownerOf(requireAuth(request)), request.query), NOTIFICATION_MESSAGES.retrieved),
  );

  app.post(
    '/notifications/mark-as-read',
    {
      config: { permission: 'notifications.update' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read',
        security: BEARER_SECURITY,
        body: notificationMarkReadRequestSchema,
        response: { 200: dataReply(notificationSchema) },
      },
    },
    async (request) =>
      ok(await markNotificationRead(app.db, ownerOf(requireAuth(request)), request.body.id), NOTIFICATION_MESSAGES.markedRead),
  );

  app.post(
    '/notifications/mark-all-read',
    {
      config: { permission: 'notifications.update' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every unread notification of the caller read, in one statement',
        security: BEARER_SECURITY,
        response: { 200: dataReply(notificationMarkAllReadSchema) },
      },
    },
    async (request) =>
      ok(await markAllNotificationsRead(app.db, ownerOf(requireAuth(request))), NOTIFICATION_MESSAGES.allMarkedRead),
  );

  app.delete(
    '/notifications/destroy/:id',
    {
      // One's own private record: its deletion is nobody else's business (no audit event).
      config: { permission: 'notifications.delete', audit: false },
      schema: {
        tags: ['notifications'],
        summary: 'Delete one of the caller’s notifications',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) =>
      ok(await destroyNotification(app.db, ownerOf(requireAuth(request)), request.params.id), NOTIFICATION_MESSAGES.deleted),
  );

  app.get(
    '/notifications/preferences',
    {
      config: { permission: 'notifications.list' },
      schema: {
        tags: ['notifications'],
        summary: 'Per kind of notification: in the app only, or also by e-mail',
        security: BEARER_SECURITY,
        response: { 200: dataReply(notificationPreferencesSchema) },
      },
    },
    async (request) =>
      ok(await getNotificationPreferences(app.db, requireAuth(request).user.id), NOTIFICATION_MESSAGES.retrieved),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { permission: 'notifications.update' },
      schema: {
        tags: ['notifications'],
        summary: 'Change the delivery of the kinds sent; the reply has every kind',
        security: BEARER_SECURITY,
        body: notificationPreferencesUpdateSchema,
        response: { 200: dataReply(notificationPreferencesSchema) },
      },
    },
    async (request) =>
      ok(
        await updateNotificationPreferences(app.db, requireAuth(request).user.id, request.body),
        NOTIFICATION_MESSAGES.preferencesSaved,
      ),
  );
};
