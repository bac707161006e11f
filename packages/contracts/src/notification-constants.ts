/**
 * Notifications: their plain values and texts (spec §2, §3, §4, §8, §9), without zod, so the pages,
 * the shell's bell and the server share them.
 */

/** Spec §3 Notification `type`: how it looks (icon, badge). */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/**
 * What happened: one kind per rule of the notifications module (infra/api). A later area adds a
 * kind here and a rule there.
 */
export const NOTIFICATION_KINDS = [
  'task.assigned',
  'task.commented',
  'comment.mentioned',
  'meeting.invited',
  'meeting.moved',
  'meeting.cancelled',
  'leave.submitted',
  'leave.approved',
  'leave.rejected',
  'invitation.accepted',
  'chat.mentioned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind looks and how the e-mail preferences list it. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { type: NotificationType; label: string }> = {
  'task.assigned': { type: 'info', label: 'A task is assigned to me' },
  'task.commented': { type: 'info', label: 'Someone comments on a task I created or am assigned to' },
  'comment.mentioned': { type: 'info', label: 'Someone mentions me in a comment' },
  'meeting.invited': { type: 'info', label: 'I am invited to a meeting' },
  'meeting.moved': { type: 'warning', label: 'A meeting I am invited to moves' },
  'meeting.cancelled': { type: 'error', label: 'A meeting I am invited to is cancelled' },
  'leave.submitted': { type: 'info', label: 'Someone requests leave (approvers)' },
  'leave.approved': { type: 'success', label: 'My leave request is approved' },
  'leave.rejected': { type: 'error', label: 'My leave request is rejected' },
  'invitation.accepted': { type: 'success', label: 'Someone I invited joins the workspace' },
  'chat.mentioned': { type: 'info', label: 'Someone mentions me in a chat message' },
};

/** Per kind: in the app only, or also by e-mail. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** The bell lists the latest ten. */
export const NOTIFICATION_BELL_LIMIT = 10;
export const NOTIFICATION_SEARCH_MAX_LENGTH = 200;
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_MAX_PAGE_SIZE = 200;

/** Texts of the Notifications screen, the bell and their endpoints (spec §2, §5, §8). */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  subtitle: 'Stay updated with your latest activities',
  markAllRead: 'Mark All Read',
  markAsRead: 'Mark as Read',
  delete: 'Delete',
  searchPlaceholder: 'Search notifications...',
  emptyFiltered: 'No notifications found matching your filters',
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  deleteConfirm: 'Are you sure you want to delete this notification?',
  notFound: 'Notification not found.',
  retrieved: 'Notifications retrieved successfully',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted successfully',
  preferencesSaved: 'Notification preferences saved',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark as read',
  markAllFailed: 'Failed to mark all as read',
  deleteFailed: 'Failed to delete notification',
  kindInvalid: 'Unknown notification kind.',
  deliveryInvalid: 'The delivery must be in_app or email.',
} as const;
