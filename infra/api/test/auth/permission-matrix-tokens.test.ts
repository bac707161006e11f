import type { Permission } from '@kanri/contracts';
import { API_TOKEN_SCOPES } from '@kanri/contracts/api-tokens';
import { tokenRouteRefusal } from '../../src/plugins/app/auth.js';
import { openApiToken } from '../helpers/api-tokens.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import type { Caller, MatrixRow } from './matrix-expectations.js';
import { callMatrixRow, seedMatrixFixture, userOf, type MatrixFixture } from './matrix-fixture.js';
import { CALLERS, MATRIX } from './permission-matrix-rows.js';

/** The route a request reached, as its hooks see it. */
interface ReachedRoute {
  url: string | undefined;
  config: { permission?: Permission; apiTokens?: 'any' };
}

/**
 * The permission matrix again, each call made with a personal access token holding every scope
 * (of workspace 1, for the role's member) instead of a session. Every row answers as with a
 * session, except on the routes tokens may not use (no permission, or one outside every token
 * area: sign-out, profile, sessions, token management, workspaces, settings, webhooks), where
 * every caller with a token gets 403. Which routes those are is read from the route the call
 * reached (its `config`), through the same rule the auth plugin applies, not listed by hand;
 * the last test checks the derived list against the areas named above.
 */
describe('permission matrix with personal access tokens', () => {
  let testApp: TestApp;
  let fixture: MatrixFixture;
  /** Set by the hook on each request. */
  const last: { route?: ReachedRoute } = {};
  const refusedRoutes = new Set<string>();
  const allowedRoutes = new Set<string>();
  beforeAll(async () => {
    testApp = await startTestApp({
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          last.route = { url: request.routeOptions.url, config: request.routeOptions.config as ReachedRoute['config'] };
        }),
    });
    fixture = await seedMatrixFixture(testApp);
  });
  afterAll(() => testApp?.close());

  /** What a row answers with a token: as with a session, or 403 where tokens are refused (authenticated routes only). */
  function expectedWithToken(row: MatrixRow, caller: Caller, route: ReachedRoute): number {
    const authenticated = row.expected.noToken === 401;
    if (!authenticated || caller === 'noToken') return row.expected[caller];
    return tokenRouteRefusal(row.method, route.config, API_TOKEN_SCOPES) ? 403 : row.expected[caller];
  }

  describe.each(MATRIX)('$method $url', (row) => {
    it.each(CALLERS)('answers %s as expected', async (caller) => {
      const userId = userOf(fixture, caller);
      const token = userId === undefined ? undefined : await openApiToken(testApp.database.db, userId, 1);
      delete last.route;
      const response = await callMatrixRow(testApp, fixture, row, caller, token);
      const reached = last.route as ReachedRoute | undefined;
      if (!reached) throw new Error(`${row.method} ${row.url} reached no route`);
      const expected = expectedWithToken(row, caller, reached);
      if (row.expected.noToken === 401) {
        const refused = tokenRouteRefusal(row.method, reached.config, API_TOKEN_SCOPES) !== undefined;
        (refused ? refusedRoutes : allowedRoutes).add(`${row.method} ${reached.url}`);
      }

      expect({ caller, status: response.statusCode }).toEqual({ caller, status: expected });
    });
  });

  it('refuses tokens exactly on the session-only routes', () => {
    // The workspace settings are session-only; the company profile under /settings/company is business.
    const sessionOnly =
      /^\w+ \/api\/v1\/(logout|profile|api-tokens|workspaces|settings(?!\/company)|webhooks|workspace-export|audit-log)\b/;
    const refused = [...refusedRoutes];
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((route) => !sessionOnly.test(route))).toEqual([]);
    expect([...allowedRoutes].filter((route) => sessionOnly.test(route))).toEqual([]);
    expect(refused).toEqual(expect.arrayContaining(['POST /api/v1/logout', 'GET /api/v1/api-tokens', 'GET /api/v1/profile']));
    expect([...allowedRoutes]).toEqual(
      expect.arrayContaining(['GET /api/v1/user', 'GET /api/v1/projects', 'POST /api/v1/users/store']),
    );
  });
});
