import { AUTH_MESSAGES } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken as hashOf } from '../../../src/auth/tokens.js';
import { sessions } from '../../../src/db/schema.js';
import { requireAuth, WORKSPACE_HEADER_INVALID } from '../../../src/plugins/app/auth.js';
import { addMember, authHeaders, createUser, createWorkspace, openSession } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const testRoutes: FastifyPluginAsyncZod = async (routes) => {
  routes.get('/whoami', { preValidation: routes.authenticate }, async (request) => {
    const auth = requireAuth(request);
    return { userId: auth.user.id, workspaceId: auth.workspaceId, role: auth.role, roleId: auth.roleId };
  });
  routes.get('/settings-only', { config: { permission: 'settings.update' } }, async (request) => ({
    role: requireAuth(request).role,
  }));
};

const MINUTE = 60_000;

describe('authentication and permissions', () => {
  let testApp: TestApp;
  let adminToken: string;
  let developerToken: string;
  let developerId: number;
  let otherWorkspace: number;
  let foreignWorkspace: number;
  beforeAll(async () => {
    testApp = await startTestApp({ routes: testRoutes, config: { sessionIdleMinutes: 60 } });
    const { db } = testApp.database;
    otherWorkspace = await createWorkspace(db, 'Studio');
    foreignWorkspace = await createWorkspace(db, 'Elsewhere');
    const admin = await createUser(db, { email: 'admin@example.com', role: 'admin' });
    const developer = await createUser(db, { email: 'dev@example.com', role: 'developer' });
    await addMember(db, developer.id, otherWorkspace, 'manager');
    const invitedWorkspace = await createWorkspace(db, 'Invited');
    await addMember(db, developer.id, invitedWorkspace, 'admin', 'invited');
    adminToken = await openSession(db, admin.id);
    developerToken = await openSession(db, developer.id);
    developerId = developer.id;
  });
  afterAll(() => testApp?.close());

  const whoami = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers });
  const sessionOf = async (token: string) => {
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(token)));
    return session!;
  };

  it('signs the caller in to their default workspace without a workspace_id header', async () => {
    const response = await whoami(authHeaders(developerToken));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: developerId, workspaceId: 1, role: 'developer', roleId: 3 });
  });

  it('takes the workspace and the role there from the workspace_id header', async () => {
    const response = await whoami(authHeaders(developerToken, otherWorkspace));

    expect(response.json()).toEqual({ userId: developerId, workspaceId: otherWorkspace, role: 'manager', roleId: 2 });
  });

  it.each([
    ['a workspace the user is not a member of', () => foreignWorkspace],
    ['a workspace the user is only invited to', () => foreignWorkspace + 1],
    ['a workspace that does not exist', () => 999_999],
  ])('answers 403 for %s', async (_case, workspace) => {
    const response = await whoami(authHeaders(developerToken, workspace()));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.notWorkspaceMember });
  });

  const MALFORMED = ['abc', '1.5', '-1', '0', '1e3', '99999999999', '1, 2'];
  it.each(MALFORMED)('answers a malformed workspace_id %j with 422', async (value) => {
    const response = await whoami({ ...authHeaders(developerToken), workspace_id: value });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: true, errors: { workspace_id: [WORKSPACE_HEADER_INVALID] } });
  });

  it('treats a blank workspace_id header as none', async () => {
    const response = await whoami({ ...authHeaders(developerToken), workspace_id: ' ' });

    expect(response.json()).toMatchObject({ workspaceId: 1 });
  });

  it('answers 401 before looking at the workspace header', async () => {
    const response = await whoami({ workspace_id: 'abc' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.unauthenticated });
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['an unknown token', { authorization: 'Bearer 6Hq3c0xE6Yc0o0QeB9j9L1pQmYF0p0m9n1r3yA3d4Ew' }],
  ])('answers 401 for %s', async (_case, headers) => {
    const response = await whoami(headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.unauthenticated });
  });

  it('refuses a session past its absolute expiry', async () => {
    const token = await openSession(testApp.database.db, developerId);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashOf(token)));

    expect((await whoami(authHeaders(token))).statusCode).toBe(401);
  });

  it('refuses a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const token = await openSession(testApp.database.db, developerId);
    const setLastUse = (minutesAgo: number) =>
      testApp.database.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - minutesAgo * MINUTE) })
        .where(eq(sessions.tokenHash, hashOf(token)));

    await setLastUse(59);
    expect((await whoami(authHeaders(token))).statusCode).toBe(200);
    await setLastUse(61);
    expect((await whoami(authHeaders(token))).statusCode).toBe(401);
  });

  it('pushes last_used_at forward at most once a minute', async () => {
    const token = await openSession(testApp.database.db, developerId);
    const { lastUsedAt: opened } = await sessionOf(token);

    await whoami(authHeaders(token));
    expect((await sessionOf(token)).lastUsedAt).toEqual(opened);

    const twoMinutesAgo = new Date(Date.now() - 2 * MINUTE);
    await testApp.database.db
      .update(sessions)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(sessions.tokenHash, hashOf(token)));
    await whoami(authHeaders(token));
    expect((await sessionOf(token)).lastUsedAt.getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });

  describe('a route with a permission', () => {
    const call = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/test/settings-only', headers });

    it('authenticates by itself and lets an allowed role through', async () => {
      const response = await call(authHeaders(adminToken));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ role: 'admin' });
    });

    it('answers 403 to a role the matrix does not allow, and 401 without a token', async () => {
      const refused = await call(authHeaders(developerToken));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: true, message: AUTH_MESSAGES.forbidden });

      expect((await call({})).statusCode).toBe(401);
    });

    it('checks the role of the workspace in the header', async () => {
      // The developer is a manager in the other workspace: still not allowed to change settings.
      expect((await call(authHeaders(developerToken, otherWorkspace))).statusCode).toBe(403);
    });
  });
});
