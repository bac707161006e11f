import type { RemotesJson } from '@kanri/contracts';
import { AccessGate, useSessionBootstrap } from '@kanri/dev-shell';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { RemotePage } from '../federation/remote-page';
import { DashboardLayout } from '../layout/dashboard-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { useWorkspaceSession } from '../workspace/use-workspace-session';
import { WorkspaceGate } from '../workspace/workspace-gate';

export const DASHBOARD_PATH = '/dashboard';

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
                <DashboardLayout registry={registry} />
              </WorkspaceGate>
            </AccessGate>
          ),
          children: [...dashboard, { path: '*', element: <NotFoundPage /> }],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
