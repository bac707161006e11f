import type { NotificationCreatedEvent, NotificationsChangedEvent } from '@kanri/contracts/hr';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * A member's notifications as they travel between API processes: ids only. Each process sends the
 * event to the recipient's sockets of that workspace, and to no one else's.
 */

/** The NOTIFY channel of realtime notices (task-notice.ts `NOTICE_CHANNEL`; not imported: it imports this module). */
const CHANNEL = 'kanri_events';

/**
 * A notification was written (the `notifications_push` trigger of migration 0013 sends it at
 * commit, whatever statement wrote the row): each process loads it once for the recipient's sockets.
 */
export interface NotificationCreatedNotice {
  type: 'notification.created';
  workspaceId: number;
  userId: number;
  notificationId: number;
  at: string;
}

/** A user's notifications were read or deleted: their tabs refresh the unread count. */
export interface NotificationsChangedNotice {
  type: 'notifications.changed';
  workspaceId: number;
  userId: number;
  at: string;
}

export type NotificationNotice = NotificationCreatedNotice | NotificationsChangedNotice;

const id = z.number().int().positive();
export const notificationCreatedNoticeSchema = z.object({
  type: z.literal('notification.created'),
  workspaceId: id,
  userId: id,
  notificationId: id,
  at: z.string().max(40),
});
export const notificationsChangedNoticeSchema = z.object({
  type: z.literal('notifications.changed'),
  workspaceId: id,
  userId: id,
  at: z.string().max(40),
});

export function isNotificationNotice(notice: { type: string }): notice is NotificationNotice {
  return notice.type === 'notification.created' || notice.type === 'notifications.changed';
}

/** What the hub needs to turn a notification notice into its event (the plugin reads the database). */
export interface NotificationSource {
  /** The new notification with the recipient's unread count, or undefined once it is gone (deleted meanwhile). */
  created(notice: NotificationCreatedNotice): Promise<NotificationCreatedEvent | undefined>;
  /** The event of a change: the recipient's unread count now. */
  changed(notice: NotificationsChangedNotice): Promise<NotificationsChangedEvent>;
}

/**
 * `pg_notify` of a `notifications.changed` notice for a writing statement (`select … from changed`):
 * sent at its commit, never for a write that failed, like the task notices.
 */
export function notificationsChangedNoticeSql(workspaceId: number, userId: number): SQL {
  return sql`pg_notify(${CHANNEL}, json_build_object(
    'type', 'notifications.changed', 'workspaceId', ${workspaceId}::int, 'userId', ${userId}::int,
    'at', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text)`;
}
