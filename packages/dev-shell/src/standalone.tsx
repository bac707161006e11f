import { AccessGate, AppProviders, useSessionBootstrap, useSignOut } from '@kanri/app-runtime';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from '@kanri/app-state';
import { displayName, type RemoteRoute, type RemoteRoutes } from '@kanri/contracts';
import { Button, Flex, Typography } from '@kanri/design-system';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { SignInPanel } from './sign-in-panel';

function DevFrame({ remote }: { remote: RemoteRoutes }) {
  useSessionBootstrap();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const signOut = useSignOut();
  return (
    <div style={{ minHeight: '100vh' }}>
      <Flex component="header" align="center" gap={16} wrap style={{ padding: '8px 16px', borderBottom: '1px solid #2a2a2e' }}>
        <Typography.Text strong>dev-shell · {remote.name}</Typography.Text>
        {remote.routes.map((route) => (
          <Link key={route.path} to={route.path.replace(/:[^/]+/g, '1')}>
            {route.path}
          </Link>
        ))}
        <span style={{ marginLeft: 'auto' }}>
          {status === 'authenticated' ? (
            <Button size="small" onClick={() => void signOut()}>
              Sign out {displayName(user)}
            </Button>
          ) : null}
        </span>
      </Flex>
      <main style={{ padding: 24 }}>
        <Outlet />
      </main>
    </div>
  );
}

function DevIndex() {
  const status = useAppSelector(selectSessionStatus);
  return status === 'authenticated' ? <Typography.Text>Signed in. Pick a route above.</Typography.Text> : <SignInPanel />;
}

function routeObject(route: RemoteRoute): RouteObject {
  const Page = lazy(route.page) as ComponentType;
  return {
    path: route.path,
    element: (
      <AccessGate access={route.access ?? 'authenticated'}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </AccessGate>
    ),
  };
}

/** Runs one remote alone (`pnpm --filter @kanri/<remote> dev`): its own routes, real providers and sign-in. */
export function renderStandalone(remote: RemoteRoutes, container = document.getElementById('root')!) {
  const ownsRoot = remote.routes.some((route) => route.path === '/');
  const router = createBrowserRouter([
    {
      element: <DevFrame remote={remote} />,
      children: [...(ownsRoot ? [] : [{ path: '/', element: <DevIndex /> }]), ...remote.routes.map(routeObject)],
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
