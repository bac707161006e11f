import type { RemoteRoutes } from '@kanri/contracts';

/** The one module this remote exposes (`./routes`). Importing it loads no page code. */
const remote = {
  name: 'kanri_auth_pages',
  routes: [
    { path: '/login', access: 'guest', layout: 'bare', page: () => import('./features/login/pages/login-page') },
    { path: '/register', access: 'guest', layout: 'bare', page: () => import('./features/register/pages/register-page') },
    {
      path: '/email-verification',
      access: 'guest',
      layout: 'bare',
      page: () => import('./features/email-verification/pages/email-verification-page'),
    },
    {
      path: '/forgot-password',
      access: 'guest',
      layout: 'bare',
      page: () => import('./features/forgot-password/pages/forgot-password-page'),
    },
    {
      path: '/reset-password',
      access: 'guest',
      layout: 'bare',
      page: () => import('./features/reset-password/pages/reset-password-page'),
    },
  ],
  nav: [],
} satisfies RemoteRoutes;

export default remote;
