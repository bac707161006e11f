import { apiCall, onPresenceEvent, onRealtimeEvent, onTimeEntryEvent, queryKeys } from '@kanri/api-client';
import type { PresenceEvent } from '@kanri/contracts';
import type { DashboardPeriod, DashboardStatistics } from '@kanri/contracts/dashboard';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The dashboard home's data (`GET /dashboard/statistics`, contracts `@kanri/contracts/dashboard`).
 * The endpoint lives in this remote, not in api-client: only this page loads it.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  statistics: (timeZone: string, period: DashboardPeriod) => [...dashboardKeys.all, 'statistics', { timeZone, period }] as const,
};

export const getDashboardStatistics = (timeZone: string, period: DashboardPeriod) =>
  apiCall<DashboardStatistics>(`/dashboard/statistics?${new URLSearchParams({ time_zone: timeZone, period }).toString()}`);

export function useDashboardStatistics(timeZone: string, period: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.statistics(timeZone, period),
    queryFn: () => getDashboardStatistics(timeZone, period),
    // Another period shows the previous figures until its own arrive (no skeleton flash).
    placeholderData: (previous) => previous,
  });
}

/** Events arriving together (a burst of changes) cost one refetch. */
export const DASHBOARD_REFRESH_MS = 300;

/** The areas whose changes move the dashboard's figures. */
const WATCHED_ROOTS = new Set<unknown>([
  queryKeys.tasks.all[0],
  queryKeys.projects.all[0],
  queryKeys.time.all[0],
  queryKeys.todos.all[0],
  queryKeys.notifications.all[0],
  queryKeys.team.all[0],
]);

export const isWatchedKey = (key: QueryKey) => WATCHED_ROOTS.has(key[0]);

/**
 * A member's new presence in the cached statistics (the team widget and the online count), without
 * a refetch. False when a cached reply does not list the member (past DASHBOARD_TEAM_LIMIT): their
 * previous presence is unknown there, so the online count needs the server's figure again.
 */
export function applyPresence(queryClient: QueryClient, event: PresenceEvent): boolean {
  let applied = true;
  for (const [key, data] of queryClient.getQueriesData<DashboardStatistics>({ queryKey: dashboardKeys.all })) {
    if (!data) continue;
    const member = data.team.members.find((candidate) => candidate.id === event.user_id);
    if (!member) {
      // Everyone listed: not an active member. Else one of those past the limit.
      if (data.team.members.length < data.team.total) applied = false;
      continue;
    }
    const online = data.team.online + Number(event.status !== 'offline') - Number(member.presence !== 'offline');
    queryClient.setQueryData<DashboardStatistics>(key, {
      ...data,
      team: {
        ...data.team,
        online,
        members: data.team.members.map((item) => (item.id === event.user_id ? { ...item, presence: event.status } : item)),
      },
    });
  }
  return applied;
}

/**
 * Keeps the statistics live while the page is open: task events (other people and tabs) and the
 * user's time-entry events (other tabs and devices) refetch them; so does any change this tab makes
 * itself (a timer stopped in the floating tracker, a task added in a dialog), seen as the
 * invalidation of the tasks, projects, time, todos, notifications or team caches. Presence changes
 * patch the team widget in place (a member the reply does not list refetches the online count).
 */
export function useDashboardLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      }, DASHBOARD_REFRESH_MS);
    };
    const unsubscribeTasks = onRealtimeEvent(refresh);
    const unsubscribeTime = onTimeEntryEvent(refresh);
    const unsubscribePresence = onPresenceEvent((event) => {
      if (!applyPresence(queryClient, event)) refresh();
    });
    const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate' && isWatchedKey(event.query.queryKey)) refresh();
    });
    return () => {
      clearTimeout(timer);
      unsubscribeTasks();
      unsubscribeTime();
      unsubscribePresence();
      unsubscribeCache();
    };
  }, [queryClient]);
}
