import { selectCurrentUser, selectSessionStatus, useAppSelector } from '@kanri/app-state';
import {
  authStorage,
  connectRealtime,
  invalidateAfterTaskChange,
  onRealtimeEvent,
  queryKeys,
  useWorkspaceId,
} from '@kanri/api-client';
import type { TaskEvent } from '@kanri/contracts';
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

/** After a reconnection anything may have changed: refetch every task and project view. */
export function resyncAfterReconnect(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
}

/**
 * Keeps the dashboard live: one WebSocket per signed-in tab, for the current workspace, reopened
 * when the user or workspace changes. Task events from other people and tabs refresh the views.
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
    const disconnect = connectRealtime({ token, workspaceId, onResync: () => resyncAfterReconnect(queryClient) });
    return () => {
      clearTimeout(flushTimer);
      unsubscribe();
      disconnect();
    };
  }, [queryClient, token, workspaceId]);
}
