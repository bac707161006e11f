import { AccessGate, useSessionBootstrap } from '@kanri/app-runtime';
import type { RemotesJson } from '@kanri/contracts';
import { FullPageSpinner } from '@kanri/design-system/essentials';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { AreaSpinner } from '../federation/remote-boundary';
import { RemotePage } from '../federation/remote-page';
import { useWorkspaceSession } from '../workspace/use-workspace-session';
import { WorkspaceGate } from '../workspace/workspace-gate';

export const DASHBOARD_PATH = '/dashboard';

// The dashboard chrome and the 404 page load on first use, with design-system's main entry: the
// shell's start and the public pages need only its essentials (infra/bench: page weight).
const loadDashboardLayout = () => import('../layout/dashboard-layout');
const DashboardLayout = lazy(() => loadDashboardLayout().then((module) => ({ default: module.DashboardLayout })));
const NotFoundPage = lazy(() => import('../pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** Starts loading the dashboard chrome, for a page load that will render it. */
export function preloadDashboardLayout() {
  void loadDashboardLayout();
}

function NotFound() {
  return (
    <Suspense fallback={<AreaSpinner />}>
      <NotFoundPage />
    </Suspense>
  );
}

function Root() {
  useSessionBootstrap();
  useWorkspaceSession();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * The route table of spec §2, built from remotes.json: each path is served by the remote that owns
 * it; dashboard pages sit inside the guarded dashboard layout; anything else is the 404 page.
 */
export function createRoutes(registry: RemotesJson): RouteObject[] {
  const bare: RouteObject[] = [];
  const dashboard: RouteObject[] = [];

  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const page = <RemotePage remote={remote.name} path={route.path} />;
      if (route.layout === 'dashboard') {
        const child = { element: <AccessGate access={route.access}>{page}</AccessGate> };
        dashboard.push(route.path === DASHBOARD_PATH ? { index: true, ...child } : { path: route.path, ...child });
      } else {
        bare.push({ path: route.path, element: <AccessGate access={route.access}>{page}</AccessGate> });
      }
    }
  }

  return [
    {
      element: <Root />,
      children: [
        ...bare,
        {
          path: DASHBOARD_PATH,
          element: (
            <AccessGate access="authenticated">
              <WorkspaceGate>
                <Suspense fallback={<FullPageSpinner />}>
                  <DashboardLayout registry={registry} />
                </Suspense>
              </WorkspaceGate>
            </AccessGate>
          ),
          children: [...dashboard, { path: '*', element: <NotFound /> }],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
