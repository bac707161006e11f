import type { Permission } from '@kanri/contracts';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { MATRIX, type MatrixRow } from './permission-matrix-rows.js';

interface PermissionRoute {
  method: string;
  url: string;
  permission: Permission;
}

/** Whether a matrix row calls the route: same method, and its path (without the query) fits the route's pattern. */
function rowCallsRoute(row: Pick<MatrixRow, 'method' | 'url'>, route: PermissionRoute): boolean {
  if (row.method !== route.method) return false;
  const pattern = route.url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(row.url.split('?')[0]!);
}

/** The routes that declare a permission but have no row in the permission matrix. */
function routesWithoutRows(routes: PermissionRoute[], rows: Pick<MatrixRow, 'method' | 'url'>[]): PermissionRoute[] {
  return routes.filter((route) => !rows.some((row) => rowCallsRoute(row, route)));
}

/**
 * Completeness of the permission matrix (test/auth/permission-matrix-rows.ts): every route
 * registered with `config: { permission }` must be called by at least one of its rows.
 */
describe('permission matrix completeness', () => {
  let testApp: TestApp;
  const routes: PermissionRoute[] = [];
  /** Every route under /api/v1, with or without a permission (public ones, `app.authenticate` ones). */
  const allRoutes: Pick<PermissionRoute, 'method' | 'url'>[] = [];
  beforeAll(async () => {
    testApp = await startTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route) => {
          // The socket is an upgrade, not a request: test/realtime covers who may open it.
          if (route.url.startsWith('/api/v1/') && !(route as { websocket?: boolean }).websocket) {
            for (const method of [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS')) {
              allRoutes.push({ method, url: route.url });
            }
          }
          const permission = route.config?.permission;
          if (!permission) return;
          // HEAD twins of GET routes are answered by the GET's handler and checks.
          for (const method of [route.method].flat().filter((method) => method !== 'HEAD')) {
            routes.push({ method, url: route.url, permission });
          }
        }),
    });
  });
  afterAll(() => testApp?.close());

  it('sees the routes that declare a permission, with their full path', () => {
    expect(routes).toContainEqual({ method: 'POST', url: '/api/v1/users/store', permission: 'users.invite' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/v1/tasks/:id/activity', permission: 'tasks.list' });
  });

  it('has rows for every route that declares a permission', () => {
    expect(routesWithoutRows(routes, MATRIX)).toEqual([]);
  });

  it('has rows for every route of the API, public and signed-in ones included (issue 21)', () => {
    expect(allRoutes.length).toBeGreaterThan(routes.length);
    const withoutRows = allRoutes.filter(
      (route) => !MATRIX.some((row) => rowCallsRoute(row, { ...route, permission: 'users.list' })),
    );
    expect(withoutRows).toEqual([]);
    console.log(`permission matrix: ${allRoutes.length} routes registered, ${allRoutes.length - withoutRows.length} with rows`);
  });

  it('names a route that declares a permission but has no rows', () => {
    const unlisted: PermissionRoute = { method: 'DELETE', url: '/api/v1/projects/:id/archive', permission: 'projects.delete' };
    expect(routesWithoutRows([...routes, unlisted], MATRIX)).toEqual([unlisted]);
  });

  it('matches a row to a route by method and path pattern, not by the query', () => {
    const route: PermissionRoute = { method: 'GET', url: '/api/v1/tasks/:id/activity', permission: 'tasks.list' };
    expect(rowCallsRoute({ method: 'GET', url: '/api/v1/tasks/1/activity?page=2' }, route)).toBe(true);
    expect(rowCallsRoute({ method: 'PUT', url: '/api/v1/tasks/1/activity' }, route)).toBe(false);
    expect(rowCallsRoute({ method: 'GET', url: '/api/v1/tasks/1' }, route)).toBe(false);
  });
});
