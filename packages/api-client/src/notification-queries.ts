import { NOTIFICATION_BELL_LIMIT } from '@kanri/contracts/constants';
import type { HrRealtimeMessage, Notification, NotificationPage, NotificationTarget } from '@kanri/contracts/hr';
import { useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from './endpoints/notifications';
import { queryKeys } from './query-keys';
import { onNotificationEvent } from './realtime';

/**
 * The notifications of the signed-in user as two screens show them: the header bell (shell) and
 * the Notifications page (hr-notifications remote). Both read the same QueryClient, so an action
 * in one, or a live event, shows in the other at once.
 */

/**
 * Where a click on a notification goes (the dashboard's routes), or null when it has no target: the
 * record itself, named in the URL the way its screen opens a linked record (`useLinkedRecord`).
 */
export function notificationTargetPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  switch (target.kind) {
    case 'task':
      return `/dashboard/tasks/${target.task_id}`;
    case 'meeting':
      return `/dashboard/meetings?meeting=${target.meeting_id}`;
    case 'leave_request':
      return `/dashboard/leave-requests?request=${target.leave_request_id}`;
    case 'member':
      return `/dashboard/users?user=${target.user_id}`;
    case 'chat':
      return `/dashboard/chat?conversation=${target.conversation_id}&message=${target.message_id}`;
    default:
      return null;
  }
}

type CachedNotifications = NotificationPage | InfiniteData<NotificationPage, unknown>;

function isPage(value: unknown): value is NotificationPage {
  return typeof value === 'object' && value !== null && 'items' in value && 'counts' in value;
}

function isInfinite(value: unknown): value is InfiniteData<NotificationPage, unknown> {
  return typeof value === 'object' && value !== null && 'pages' in value && Array.isArray((value as { pages: unknown }).pages);
}

/** Applies `change` to every cached page of notifications (the bell's and each list's pages). */
function updatePages(queryClient: QueryClient, change: (page: NotificationPage) => NotificationPage) {
  queryClient.setQueriesData<CachedNotifications>({ queryKey: queryKeys.notifications.all }, (data) => {
    if (isInfinite(data)) return { ...data, pages: data.pages.map(change) };
    if (isPage(data)) return change(data);
    return data;
  });
}

/** Whether a cached page holds notification `id` unread. */
function cachedUnread(queryClient: QueryClient, id: number): boolean {
  return queryClient.getQueriesData<CachedNotifications>({ queryKey: queryKeys.notifications.all }).some(([, data]) => {
    const pages = isInfinite(data) ? data.pages : isPage(data) ? [data] : [];
    return pages.some((page) => page.items.some((item) => item.id === id && !item.is_read));
  });
}

/** Every notification list and the bell refetch (those on screen now, the others when shown). */
export function invalidateNotifications(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.bell() });
}

/** Notification `id` was read: shown read everywhere at once, the unread counts one lower. */
export function markReadInCache(queryClient: QueryClient, id: number) {
  const wasUnread = cachedUnread(queryClient, id);
  updatePages(queryClient, (page) => ({
    ...page,
    items: page.items.map((item) => (item.id === id ? { ...item, is_read: true } : item)),
    counts: wasUnread ? { ...page.counts, unread: Math.max(0, page.counts.unread - 1) } : page.counts,
  }));
}

function markAllReadInCache(queryClient: QueryClient) {
  updatePages(queryClient, (page) => ({
    ...page,
    items: page.items.map((item) => (item.is_read ? item : { ...item, is_read: true })),
    counts: { ...page.counts, unread: 0 },
  }));
}

function removeFromCache(queryClient: QueryClient, id: number) {
  const wasUnread = cachedUnread(queryClient, id);
  updatePages(queryClient, (page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== id),
    counts: {
      ...page.counts,
      total: Math.max(0, page.counts.total - 1),
      unread: wasUnread ? Math.max(0, page.counts.unread - 1) : page.counts.unread,
    },
  }));
}

/**
 * A live notification event for the signed-in user: a new notification goes to the top of the
 * bell's list with the server's unread count, and every list refetches (the page shows it at the
 * top); what it is about refetches too (a leave request decided, a meeting invitation). A change
 * made on another tab or device (read, deleted) sets the unread count and refetches the lists.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: HrRealtimeMessage) {
  if (event.type === 'notification.created') {
    const notification = event.notification;
    queryClient.setQueryData<NotificationPage>(queryKeys.notifications.bell(), (page) => {
      if (!page) return page;
      if (page.items.some((item) => item.id === notification.id))
        return { ...page, counts: { ...page.counts, unread: event.unread_count } };
      return {
        ...page,
        items: [notification, ...page.items].slice(0, NOTIFICATION_BELL_LIMIT),
        counts: {
          total: page.counts.total + 1,
          unread: event.unread_count,
          today: page.counts.today + 1,
          this_week: page.counts.this_week + 1,
        },
      };
    });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists() });
    if (notification.kind.startsWith('leave.')) void queryClient.invalidateQueries({ queryKey: queryKeys.leaveRequests.all });
    if (notification.kind.startsWith('meeting.')) void queryClient.invalidateQueries({ queryKey: queryKeys.meetings.all });
    if (notification.kind === 'invitation.accepted') void queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
    return;
  }
  queryClient.setQueryData<NotificationPage>(queryKeys.notifications.bell(), (page) =>
    page ? { ...page, counts: { ...page.counts, unread: event.unread_count } } : page,
  );
  invalidateNotifications(queryClient);
}

/** Keeps the notification caches live while mounted (the shell's bell mounts it on every dashboard page). */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => onNotificationEvent((event) => applyNotificationEvent(queryClient, event)), [queryClient]);
}

/** The header bell's data: the latest ten notifications and the counts (the unread badge). */
export const useNotificationBell = () =>
  useQuery({
    queryKey: queryKeys.notifications.bell(),
    queryFn: () => listNotifications({ limit: NOTIFICATION_BELL_LIMIT }),
  });

/**
 * Mark as read, Mark All Read (one request) and delete, for the bell and the page: the call, then
 * every cache shows the change at once and the lists refetch. The promises reject with the
 * ApiError; callers toast (spec §8).
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (notification: Pick<Notification, 'id'>) => markNotificationRead(notification.id),
    onSuccess: (_reply, notification) => {
      markReadInCache(queryClient, notification.id);
      invalidateNotifications(queryClient);
    },
  });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      markAllReadInCache(queryClient);
      invalidateNotifications(queryClient);
    },
  });
  const remove = useMutation({
    mutationFn: (notification: Pick<Notification, 'id'>) => deleteNotification(notification.id),
    onSuccess: (_reply, notification) => {
      removeFromCache(queryClient, notification.id);
      invalidateNotifications(queryClient);
    },
  });
  return {
    markRead: markRead.mutateAsync,
    markAllRead: () => markAllRead.mutateAsync(),
    remove: remove.mutateAsync,
    markingAll: markAllRead.isPending,
  };
}
