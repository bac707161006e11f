import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_projects_tasks',
  routes: [
    { path: '/dashboard', page: () => import('./features/home/pages/dashboard-home-page') },
    { path: '/dashboard/projects', page: () => import('./features/projects/pages/projects-page') },
    { path: '/dashboard/projects/:projectId', page: () => import('./features/projects/pages/project-detail-page') },
    { path: '/dashboard/projects/:projectId/board', page: () => import('./features/board/pages/board-page') },
    { path: '/dashboard/tasks/:taskId', page: () => import('./features/task-detail/pages/task-detail-page') },
    { path: '/dashboard/statuses', page: () => import('./features/statuses/pages/statuses-page') },
    { path: '/dashboard/priorities', page: () => import('./features/priorities/pages/priorities-page') },
    { path: '/dashboard/workspaces', page: () => import('./features/workspaces/pages/workspaces-page') },
  ],
  nav: [
    { label: 'Dashboard', path: '/dashboard', group: 'Main', icon: 'home', order: 1 },
    { label: 'Projects', path: '/dashboard/projects', group: 'Project Management', icon: 'projects', order: 0 },
    { label: 'Statuses', path: '/dashboard/statuses', group: 'Project Management', icon: 'statuses', order: 2 },
    { label: 'Priorities', path: '/dashboard/priorities', group: 'Project Management', icon: 'priorities', order: 3 },
    { label: 'Workspaces', path: '/dashboard/workspaces', group: 'Business', icon: 'workspaces', order: 2 },
  ],
} satisfies RemoteRoutes;

export default remote;
