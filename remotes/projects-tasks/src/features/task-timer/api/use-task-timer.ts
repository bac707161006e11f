import { errorMessage, useActiveTimer, useTimerActions } from '@kanri/api-client';
import type { Task, TimeEntry } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useEffect } from 'react';
import { activeEntryOn, isRunning, trackedObservations } from '../live-tracked';

/** The caller's active timer when it is on this task (running or paused), else null. */
export function useTaskTimer(taskId: number): TimeEntry | null {
  const active = useActiveTimer();
  return activeEntryOn(active.data, taskId);
}

/**
 * Start (on the task, its name as the description), pause, resume and stop of the caller's timer,
 * each refusal toasted with the server's message. `pending` while one is on its way.
 */
export function useTaskTimerActions(task: Pick<Task, 'id' | 'title'>) {
  const actions = useTimerActions();
  const run = (call: () => Promise<unknown>) => {
    call().catch((error: unknown) => toast.error(errorMessage(error)));
  };
  return {
    start: () => run(() => actions.start({ task_id: task.id, description: task.title })),
    pause: () => run(actions.pause),
    resume: () => run(actions.resume),
    stop: () => run(actions.stop),
    pending: actions.pending,
  };
}

/**
 * Notes when the tasks of a list or board arrived, for the live figure of the task being tracked:
 * its row may render later (scrolled into view) than its `tracked_ms` came (see `liveTrackedMs`).
 */
export function useObserveTracked(tasks: readonly Pick<Task, 'id' | 'tracked_ms'>[]) {
  const active = useActiveTimer().data;
  const taskId = isRunning(active) ? active?.task_id : null;
  useEffect(() => {
    if (taskId === null || taskId === undefined) return;
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (task) trackedObservations.observe(task.id, task.tracked_ms, Date.now());
  }, [tasks, taskId]);
}

/** `useObserveTracked` as an element, for a page that shows timers only when a ClickApp is on. */
export function ObserveTracked({ tasks }: { tasks: readonly Pick<Task, 'id' | 'tracked_ms'>[] }) {
  useObserveTracked(tasks);
  return null;
}
