import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_business',
  routes: [
    { path: '/dashboard/clients', page: () => import('./features/clients/pages/clients-page') },
    { path: '/dashboard/invoice', page: () => import('./features/invoice/pages/invoice-page') },
    // The print window of an invoice (spec §2 print view): a white page, no sidebar.
    {
      path: '/dashboard/invoice/:invoiceId/print',
      page: () => import('./features/invoice/view/print-page'),
      access: 'authenticated',
      layout: 'bare',
    },
  ],
  nav: [
    {
      label: 'Invoice',
      path: '/dashboard/invoice',
      group: 'Collaboration',
      icon: 'invoice',
      order: 5,
      permission: 'invoices.list',
    },
    { label: 'Clients', path: '/dashboard/clients', group: 'Business', icon: 'clients', order: 1, permission: 'clients.list' },
  ],
} satisfies RemoteRoutes;

export default remote;
