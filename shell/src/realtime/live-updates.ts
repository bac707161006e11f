import { selectCurrentUser, selectSessionStatus, useAppSelector } from '@kanri/app-state';
import {
  authStorage,
  connectRealtime,
  invalidateAfterTaskChange,
  invalidateAfterTimeChange,
  onRealtimeEvent,
  onTimeEntryEvent,
  queryKeys,
  useWorkspaceId,
} from '@kanri/api-client';
import type { TaskEvent, TimeEntry, TimeEntryEvent } from '@kanri/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Events arriving together (a burst of drags, a bulk change) cost one refetch per open view. */
export const LIVE_UPDATE_BATCH_MS = 150;

/**
 * Marks what a batch of task events touched as stale: every open task list and board, the project
 * list (task counts), and the detail, activity and attachments of each task. Only queries on screen
 * refetch; the rest refetch when next shown.
 */
export function invalidateForTaskEvents(queryClient: QueryClient, events: readonly TaskEvent[]) {
  if (events.length === 0) return;
  invalidateAfterTaskChange(queryClient, { taskIds: events.map((event) => event.task_id) });
}

/**
 * One of the user's time entries changed on another tab or device: the active timer's cache takes
 * the entry when it is active (started, paused, resumed or edited elsewhere: shown at once, ticking
 * or paused), becomes null when the entry it holds is no longer active (stopped or deleted), and is
 * left alone for any other entry (a manual entry added while a timer runs). Then every time query
 * refetches, and the tasks the entries are on (their tracked time).
 */
export function applyTimeEntryEvent(queryClient: QueryClient, event: TimeEntryEvent) {
  const key = queryKeys.time.active();
  const cached = queryClient.getQueryData<TimeEntry | null>(key);
  const entry = event.entry;
  if (entry?.is_active) {
    // An older state of the same entry arriving late does not undo a newer one.
    const newer = cached?.id === entry.id && Date.parse(cached.updated_at) > Date.parse(entry.updated_at);
    if (!newer) queryClient.setQueryData<TimeEntry | null>(key, entry);
  } else if (cached?.id === event.entry_id) {
    queryClient.setQueryData<TimeEntry | null>(key, null);
  }
  invalidateAfterTimeChange(queryClient, [entry?.task_id, cached?.task_id]);
}

/** After a reconnection anything may have changed: refetch every task, project, time, team, notification and leave view. */
export function resyncAfterReconnect(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.time.all });
  // Presence changes missed meanwhile.
  void queryClient.invalidateQueries({ queryKey: queryKeys.team.all });
  // Notifications that arrived meanwhile (the bell's count, the Notifications page) and leave decided.
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.leaveRequests.all });
}

/**
 * Keeps the dashboard live: one WebSocket per signed-in tab, for the current workspace, reopened
 * when the user or workspace changes. Task events from other people and tabs refresh the views;
 * the user's time-entry events from other tabs and devices update the active timer at once (a
 * timer started or paused elsewhere shows here within a second).
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const token = status === 'authenticated' && user ? authStorage.getToken() : null;
  const workspaceId = useWorkspaceId();

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let pending: TaskEvent[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onRealtimeEvent((event) => {
      pending.push(event);
      flushTimer ??= setTimeout(() => {
        const batch = pending;
        pending = [];
        flushTimer = undefined;
        invalidateForTaskEvents(queryClient, batch);
      }, LIVE_UPDATE_BATCH_MS);
    });
    const unsubscribeTime = onTimeEntryEvent((event) => applyTimeEntryEvent(queryClient, event));
    // watchIdle: the tab reports itself away after PRESENCE_IDLE_MINUTES without input (Team Members' presence).
    const disconnect = connectRealtime({
      token,
      workspaceId,
      onResync: () => resyncAfterReconnect(queryClient),
      watchIdle: true,
    });
    return () => {
      clearTimeout(flushTimer);
      unsubscribe();
      unsubscribeTime();
      disconnect();
    };
  }, [queryClient, token, workspaceId]);
}
