import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_marketing_landing',
  routes: [
    { path: '/', access: 'public', layout: 'bare', page: () => import('./features/landing/pages/landing-page') },
    { path: '/developers', access: 'public', layout: 'bare', page: () => import('./features/developers/pages/developers-page') },
  ],
  nav: [],
} satisfies RemoteRoutes;

export default remote;
