/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  timeTracking: { title: 'Task List', subtitle: 'Track where your time goes.' },
  timesheet: { title: 'Timesheet', subtitle: 'Your week at a glance: type the time of each task and day.' },
  reports: { title: 'Time Reports', subtitle: 'Tracked and billable time by day, project, member and task.' },
  /** The tab bar across the three pages. */
  nav: { label: 'Time tracking', tracker: 'Tracker', timesheet: 'Timesheet', reports: 'Reports' },
  /** Shared by the pages. */
  common: {
    cancel: 'Cancel',
    export: 'Export',
    exportFailed: 'The export could not be downloaded',
    noTask: 'No task',
    noProject: 'No project',
  },
} as const;

/** The remote's paths (the same as in routes.ts and infra/gateway/remotes.json). */
export const PATHS = {
  tracker: '/dashboard/tasks',
  timesheet: '/dashboard/time/timesheet',
  reports: '/dashboard/time/reports',
} as const;
