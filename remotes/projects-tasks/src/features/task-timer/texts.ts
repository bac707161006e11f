/**
 * User-visible texts of the task timer (spec §2 "Task detail" Track Time, "Task list" Time tracked,
 * "Board" time badge; §4 Time tracker: Tracking or Paused). Pages and tests share them.
 */
export const TASK_TIMER_TEXTS = {
  trackTime: 'Track Time',
  start: 'Start timer',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  /** Accessible names of the compact (icon) buttons of a row or card. */
  startOn: (title: string) => `Start timer on ${title}`,
  pauseOn: (title: string) => `Pause timer on ${title}`,
  resumeOn: (title: string) => `Resume timer on ${title}`,
  stopOn: (title: string) => `Stop timer on ${title}`,
  tracking: 'Tracking',
  paused: 'Paused',
  trackedTime: (duration: string) => `Time tracked: ${duration}`,
} as const;
