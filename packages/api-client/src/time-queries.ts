import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeEntry, TimeEntryUpdateRequest, TimerStartRequest } from '@kanri/contracts';
import { getActiveTimeEntry, pauseTimer, resumeTimer, startTimer, stopTimer, updateTimeEntry } from './endpoints/time-entries';
import { invalidateAfterTaskChange } from './task-invalidation';
import { queryKeys } from './query-keys';

/**
 * After a time entry is started, paused, resumed, stopped, created, changed or deleted — here or,
 * through a live event, on another tab or device — every time query refetches, and the tasks the
 * entries are on (their `tracked_ms`) when given.
 */
export function invalidateAfterTimeChange(queryClient: QueryClient, taskIds: readonly (number | null | undefined)[] = []) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.time.all });
  const ids = taskIds.filter((id): id is number => typeof id === 'number');
  if (ids.length > 0) invalidateAfterTaskChange(queryClient, { taskIds: ids, projects: false });
}

/** The caller's active timer (running or paused), or null; shared by every screen that shows it. */
export const useActiveTimer = () =>
  useQuery({ queryKey: queryKeys.time.active(), queryFn: getActiveTimeEntry, staleTime: 30_000 });

/**
 * Start, pause, resume and stop of the caller's timer. Each puts the server's reply in the active
 * timer's cache at once, then invalidates the time queries (and the tasks it was on). The
 * promises reject with the ApiError; callers toast it (`errorMessage`).
 */
export function useTimerActions() {
  const queryClient = useQueryClient();
  const settle = (entry: TimeEntry, previous: TimeEntry | null | undefined) => {
    queryClient.setQueryData<TimeEntry | null>(queryKeys.time.active(), entry.is_active ? entry : null);
    invalidateAfterTimeChange(queryClient, [entry.task_id, previous?.task_id]);
  };
  const current = () => queryClient.getQueryData<TimeEntry | null>(queryKeys.time.active());
  const start = useMutation({
    mutationFn: (body: TimerStartRequest) => startTimer(body),
    onSuccess: (entry) => settle(entry, current()),
  });
  const pause = useMutation({ mutationFn: pauseTimer, onSuccess: (entry) => settle(entry, current()) });
  const resume = useMutation({ mutationFn: resumeTimer, onSuccess: (entry) => settle(entry, current()) });
  const stop = useMutation({ mutationFn: stopTimer, onSuccess: (entry) => settle(entry, current()) });
  return {
    start: start.mutateAsync,
    pause: () => pause.mutateAsync(),
    resume: () => resume.mutateAsync(),
    stop: () => stop.mutateAsync(),
    pending: start.isPending || pause.isPending || resume.isPending || stop.isPending,
  };
}

/**
 * PUT /time-entries/update for the caller's entries (the description of the running timer, say).
 * The reply replaces the active timer's cache when it is that entry, then the time queries (and
 * the task it is on) refetch. Rejects with the ApiError; callers toast it.
 */
export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (body: TimeEntryUpdateRequest) => updateTimeEntry(body),
    onSuccess: (entry) => {
      const active = queryClient.getQueryData<TimeEntry | null>(queryKeys.time.active());
      const wasActive = active?.id === entry.id;
      if (wasActive) queryClient.setQueryData<TimeEntry | null>(queryKeys.time.active(), entry.is_active ? entry : null);
      invalidateAfterTimeChange(queryClient, [entry.task_id, wasActive ? active.task_id : null]);
    },
  });
  return { update: update.mutateAsync, pending: update.isPending };
}
