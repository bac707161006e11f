import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_business',
  routes: [
    { path: '/dashboard/clients', page: () => import('./features/clients/pages/clients-page') },
    { path: '/dashboard/invoice', page: () => import('./features/invoice/pages/invoice-page') },
  ],
  nav: [
    { label: 'Invoice', path: '/dashboard/invoice', group: 'Collaboration', icon: 'invoice', order: 5, permission: 'invoices.list' },
    { label: 'Clients', path: '/dashboard/clients', group: 'Business', icon: 'clients', order: 1, permission: 'clients.list' },
  ],
} satisfies RemoteRoutes;

export default remote;
