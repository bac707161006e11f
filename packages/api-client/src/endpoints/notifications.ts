import type { Deleted } from '@kanri/contracts';
import type {
  Notification,
  NotificationListQuery,
  NotificationMarkAllRead,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@kanri/contracts/hr';
import { apiCall } from '../http';
import { queryString } from './tasks';

/**
 * GET /notifications: the caller's own, newest first, searched and filtered by type and read state;
 * `before` (the previous page's `next_before`) pages back. The counts are over all of them.
 */
export const listNotifications = (params: NotificationListQuery = {}) =>
  apiCall<NotificationPage>(`/notifications${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /notifications/mark-as-read `{id}` (spec §7). */
export const markNotificationRead = (id: number) =>
  apiCall<Notification>('/notifications/mark-as-read', { method: 'POST', body: { id } });

/** POST /notifications/mark-all-read: every unread notification of the caller, in one request. */
export const markAllNotificationsRead = () =>
  apiCall<NotificationMarkAllRead>('/notifications/mark-all-read', { method: 'POST' });

/** DELETE /notifications/destroy/{id} (spec §7). */
export const deleteNotification = (id: number) => apiCall<Deleted>(`/notifications/destroy/${id}`, { method: 'DELETE' });

/** GET /notifications/preferences: per kind, in the app only or also by e-mail. */
export const getNotificationPreferences = () => apiCall<NotificationPreferences>('/notifications/preferences');

/** PUT /notifications/preferences: the kinds given change; the reply is every kind's delivery. */
export const updateNotificationPreferences = (body: NotificationPreferencesUpdate) =>
  apiCall<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body });
