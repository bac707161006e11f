import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_hr_notifications',
  routes: [
    { path: '/dashboard/users', page: () => import('./features/users/pages/team-members-page') },
    { path: '/dashboard/leave-requests', page: () => import('./features/leave-requests/pages/leave-requests-page') },
    { path: '/dashboard/notifications', page: () => import('./features/notifications/pages/notifications-page') },
  ],
  nav: [
    { label: 'Team Members', path: '/dashboard/users', group: 'Team and HR', icon: 'users', order: 1 },
    { label: 'Leave Requests', path: '/dashboard/leave-requests', group: 'Team and HR', icon: 'calendar', order: 2 },
    { label: 'Notifications', path: '/dashboard/notifications', group: 'Team and HR', icon: 'notifications', order: 3 },
  ],
} satisfies RemoteRoutes;

export default remote;
