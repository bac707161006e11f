import { NOTIFICATION_MESSAGES } from '@kanri/contracts/constants';

/** Texts of the header's notification bell; the spec's own come from the contract. */
export const BELL_TEXTS = {
  label: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  title: NOTIFICATION_MESSAGES.title,
  markAllRead: NOTIFICATION_MESSAGES.markAllRead,
  empty: NOTIFICATION_MESSAGES.empty,
  loading: NOTIFICATION_MESSAGES.loading,
  loadFailed: NOTIFICATION_MESSAGES.loadFailed,
  viewAll: 'View all notifications',
  unread: 'Unread',
  unreadCount: (unread: number) => `${unread} unread`,
  open: (title: string) => `Open ${title}`,
} as const;

export const NOTIFICATIONS_PATH = '/dashboard/notifications';
