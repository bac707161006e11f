import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_collaboration',
  routes: [
    { path: '/dashboard/meetings', page: () => import('./features/meetings/pages/meetings-page') },
    { path: '/dashboard/notes', page: () => import('./features/notes/pages/notes-page') },
    { path: '/dashboard/todos', page: () => import('./features/todos/pages/todos-page') },
    { path: '/dashboard/chat', page: () => import('./features/chat/pages/chat-page') },
  ],
  nav: [
    { label: 'Meetings', path: '/dashboard/meetings', group: 'Collaboration', icon: 'meetings', order: 1 },
    { label: 'Notes', path: '/dashboard/notes', group: 'Collaboration', icon: 'notes', order: 2 },
    { label: 'Todos', path: '/dashboard/todos', group: 'Collaboration', icon: 'todos', order: 3 },
    { label: 'Team Chat', path: '/dashboard/chat', group: 'Collaboration', icon: 'chat', order: 4 },
  ],
} satisfies RemoteRoutes;

export default remote;
