import { getNotificationPreferences, listNotifications, queryKeys, updateNotificationPreferences } from '@kanri/api-client';
import { NOTIFICATION_PAGE_SIZE } from '@kanri/contracts/constants';
import type { NotificationListQuery, NotificationPreferences } from '@kanri/contracts/hr';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * GET /notifications for one search and filter, page after page (`before` = the last page's
 * `next_before`): the caller's notifications newest first, and the four cards' counts (over all of
 * them). The last reply stays on screen while the next filter loads.
 */
export const useNotificationsList = (query: Omit<NotificationListQuery, 'before' | 'limit'>) =>
  useInfiniteQuery({
    queryKey: queryKeys.notifications.list({ ...query }),
    queryFn: ({ pageParam }) =>
      listNotifications({ ...query, limit: NOTIFICATION_PAGE_SIZE, ...(pageParam === null ? {} : { before: pageParam }) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before ?? undefined,
    placeholderData: keepPreviousData,
  });

/** GET /notifications/preferences, loaded when the E-mail settings dialog opens. */
export const useNotificationPreferences = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.notifications.preferences(), queryFn: getNotificationPreferences, enabled });

/** PUT /notifications/preferences: the reply replaces the cached preferences. Rejects with the ApiError. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (deliveries: NotificationPreferences['deliveries']) => updateNotificationPreferences({ deliveries }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notifications.preferences(), saved),
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending };
}
