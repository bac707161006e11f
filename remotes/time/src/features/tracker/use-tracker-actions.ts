import { errorMessage, useTimerActions, useUpdateTimeEntry } from '@kanri/api-client';
import type { TimeEntry } from '@kanri/contracts';
import { toast } from '@kanri/design-system';

/**
 * The tracker's actions over api-client's timer hooks: each resolves `true` when done and toasts the
 * server's message and resolves `false` when refused.
 */
export function useTrackerActions() {
  const timer = useTimerActions();
  const editor = useUpdateTimeEntry();
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  return {
    /** Starts a timer; an empty description is the server's `General work`. */
    start: (description = '') => {
      const text = description.trim();
      return run(() => timer.start(text ? { description: text } : {}));
    },
    pause: () => run(timer.pause),
    resume: () => run(timer.resume),
    stop: () => run(timer.stop),
    describe: (entry: TimeEntry, description: string) => run(() => editor.update({ id: entry.id, description })),
    pending: timer.pending,
    saving: editor.pending,
  };
}

export type TrackerActions = ReturnType<typeof useTrackerActions>;
