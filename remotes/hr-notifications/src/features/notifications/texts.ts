import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPE_LABELS } from '@kanri/contracts/constants';

/**
 * User-visible texts of the Notifications screen (`/dashboard/notifications`, spec §2, §5, §8);
 * screens and tests share them. The spec's own texts come from the contract (NOTIFICATION_MESSAGES).
 */
export const NOTIFICATION_TEXTS = {
  title: NOTIFICATION_MESSAGES.title,
  subtitle: NOTIFICATION_MESSAGES.subtitle,
  markAllRead: NOTIFICATION_MESSAGES.markAllRead,
  loading: NOTIFICATION_MESSAGES.loading,
  loadFailed: NOTIFICATION_MESSAGES.loadFailed,
  empty: NOTIFICATION_MESSAGES.empty,
  emptyFiltered: NOTIFICATION_MESSAGES.emptyFiltered,
  types: NOTIFICATION_TYPE_LABELS,
  search: { label: 'Search notifications', placeholder: NOTIFICATION_MESSAGES.searchPlaceholder },
  filters: { label: 'Notification filters', type: 'Type', status: 'Status', all: 'All', unread: 'Unread', read: 'Read' },
  cards: { label: 'Notification statistics', total: 'Total', unread: 'Unread', today: 'Today', thisWeek: 'This Week' },
  list: {
    label: 'Notifications',
    loadMore: 'Load more',
    unread: 'Unread',
    actionsLabel: (title: string) => `Actions for ${title}`,
    open: (title: string) => `Open ${title}`,
  },
  menu: { markAsRead: NOTIFICATION_MESSAGES.markAsRead, delete: NOTIFICATION_MESSAGES.delete },
  deleteDialog: { title: 'Delete Notification', body: NOTIFICATION_MESSAGES.deleteConfirm, ok: 'Delete', cancel: 'Cancel' },
  preferences: {
    open: 'E-mail settings',
    title: 'E-mail settings',
    intro: 'Every notification shows here and in the bell. Choose which ones also reach you by e-mail.',
    inApp: 'In-app only',
    email: 'Also e-mail',
    save: 'Save',
    cancel: 'Cancel',
    saved: NOTIFICATION_MESSAGES.preferencesSaved,
    saveFailed: 'Failed to save notification preferences',
    loadFailed: 'Failed to load notification preferences',
  },
} as const;
