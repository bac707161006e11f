import {
  createTimeEntry,
  deleteTimeEntry,
  errorMessage,
  invalidateAfterTimeChange,
  queryKeys,
  updateTimeEntry,
  useTimerActions,
} from '@kanri/api-client';
import { TIME_MESSAGES, type TimeEntry, type TimeEntryStoreRequest, type TimeEntryUpdateRequest } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Add, change and delete a time entry: the call, the contract's success toast, then every time
 * query (and the tasks the entry was on) refetches. Each rejects with the ApiError when refused, so
 * a dialog can show a 422's messages under its fields.
 */
export function useTimeEntryActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createTimeEntry });
  const updateMutation = useMutation({ mutationFn: updateTimeEntry });
  const deleteMutation = useMutation({ mutationFn: deleteTimeEntry });

  function changed(taskIds: (number | null | undefined)[], message: string, active?: TimeEntry | null) {
    if (active !== undefined) queryClient.setQueryData<TimeEntry | null>(queryKeys.time.active(), active);
    invalidateAfterTimeChange(queryClient, taskIds);
    toast.success(message);
  }

  async function create(request: TimeEntryStoreRequest): Promise<TimeEntry> {
    const entry = await createMutation.mutateAsync(request);
    changed([entry.task_id], TIME_MESSAGES.entryCreated);
    return entry;
  }

  async function update(request: TimeEntryUpdateRequest, previous: TimeEntry): Promise<TimeEntry> {
    const entry = await updateMutation.mutateAsync(request);
    changed([entry.task_id, previous.task_id], TIME_MESSAGES.entryUpdated, entry.is_active ? entry : undefined);
    return entry;
  }

  async function remove(entry: TimeEntry): Promise<void> {
    await deleteMutation.mutateAsync(entry.id);
    changed([entry.task_id], TIME_MESSAGES.entryDeleted, entry.is_active ? null : undefined);
  }

  return { create, update, remove };
}

/** The timer's start, pause, resume and stop (api-client's shared hook), each failure toasted. */
export function useTimerControls() {
  const timer = useTimerActions();
  /** Runs the action; true once done, false when refused (toasted). */
  async function run(action: () => Promise<unknown>, success?: string): Promise<boolean> {
    try {
      await action();
      if (success) toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }
  return {
    /** Starts a timer (stopping the running one); a blank description is the server's `General work`. */
    start: (description = '') =>
      run(() => timer.start(description.trim() ? { description: description.trim() } : {}), TIME_MESSAGES.timerStarted),
    pause: () => run(timer.pause),
    resume: () => run(timer.resume),
    stop: () => run(timer.stop, TIME_MESSAGES.timerStopped),
    pending: timer.pending,
  };
}
