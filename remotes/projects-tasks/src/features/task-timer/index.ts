/**
 * The caller's timer on a task (issue 14, spec §2 Track Time, Time tracked, the board's time badge):
 * start on a task, Tracking or Paused with Pause, Resume and Stop, and the task's tracked time ticking
 * live while the timer runs on it. Shown only in projects whose Time Tracking ClickApp is on (the
 * hosts decide).
 */
export {
  STOPPED_GRACE_MS,
  TaskTimeBadge,
  TaskTimeCell,
  TaskTimerPanel,
  TaskTimerStyles,
  TimerIconButtons,
  TimerStateDot,
  TrackedDuration,
} from './components/task-timer';
export { ObserveTracked, useObserveTracked, useTaskTimer, useTaskTimerActions } from './api/use-task-timer';
export { activeEntryOn, isRunning, liveTrackedMs, stoppedAt, TrackedObservations, trackedObservations } from './live-tracked';
export { TASK_TIMER_TEXTS } from './texts';
