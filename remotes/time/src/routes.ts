import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_time',
  routes: [
    { path: '/dashboard/tasks', page: () => import('./features/time-tracking/pages/time-tracking-page') },
    { path: '/dashboard/time/timesheet', page: () => import('./features/timesheet/pages/timesheet-page') },
    { path: '/dashboard/time/reports', page: () => import('./features/reports/pages/reports-page') },
  ],
  nav: [{ label: 'Task List', path: '/dashboard/tasks', group: 'Project Management', icon: 'time', order: 1 }],
} satisfies RemoteRoutes;

export default remote;
