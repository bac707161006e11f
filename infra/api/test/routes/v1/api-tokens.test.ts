import { AUTH_MESSAGES } from '@kanri/contracts';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@kanri/contracts/api-tokens';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../../src/auth/tokens.js';
import { apiTokens, roles, workspaceMembers } from '../../../src/db/schema.js';
import { createUser, createWorkspace, openSession, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { openApiToken, setApiTokenExpiry } from '../../helpers/api-tokens.js';
import { dataOf, injectAs, type Method } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import type { Role } from '@kanri/contracts';

describe('personal access tokens', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let otherWorkspace: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    members = await seedRoleMembers(db(), 1);
    otherWorkspace = await createWorkspace(db(), 'Other');
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const as = (bearer: string, workspaceId?: number | string) => injectAs(testApp.app, bearer, { workspaceId });
  const create = async (session: string, body: object) => dataOf(await as(session)('POST', '/api-tokens', body), 201);
  const idOf = async (token: string) =>
    (
      await db()
        .select({ id: apiTokens.id })
        .from(apiTokens)
        .where(eq(apiTokens.tokenHash, hashToken(token)))
    )[0]!.id;

  describe('managing tokens with a session', () => {
    it('creates a token shown once, keeps only its hash and lists it without the secret', async () => {
      const admin = members.admin;
      const reply = await as(admin.token)('POST', '/api-tokens', {
        name: '  CI export  ',
        scopes: ['time:read', 'projects:write', 'projects:read'],
        expires_in: '7d',
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json().message).toBe(API_TOKEN_MESSAGES.created);
      const created = reply.json().data;
      expect(created.token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{40}$`));
      expect(created).toMatchObject({
        name: 'CI export',
        prefix: created.token.slice(0, 16),
        scopes: ['projects:read', 'projects:write', 'time:read'],
        last_used_at: null,
        state: 'active',
      });
      const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, created.id));
      expect(row!.tokenHash).toBe(hashToken(created.token));
      expect(Object.values(row!)).not.toContain(created.token);

      const listed = dataOf(await as(admin.token)('GET', '/api-tokens'));
      const mine = listed.find((token: { id: number }) => token.id === created.id);
      expect(mine).toEqual({ ...created, token: undefined, created_at: expect.any(String) });
      expect(JSON.stringify(listed)).not.toContain(created.token);
    });

    it('lists only the caller’s tokens of the current workspace, newest first, with their last use', async () => {
      const { developer, designer } = members;
      const first = await create(developer.token, { name: 'First', scopes: ['projects:read'], expires_in: 'never' });
      const second = await create(developer.token, { name: 'Second', scopes: ['projects:read'] });
      await create(designer.token, { name: 'Designer’s', scopes: ['projects:read'] });
      await openApiToken(db(), developer.user.id, otherWorkspace, ['projects:read']);

      expect(dataOf(await as(first.token)('GET', '/projects')).length).toBeGreaterThanOrEqual(0);
      const listed = dataOf(await as(developer.token)('GET', '/api-tokens'));
      expect(listed.map((token: { name: string }) => token.name)).toEqual(['Second', 'First']);
      expect(listed[1]).toMatchObject({ expires_at: null, state: 'active', last_used_at: expect.any(String) });
      expect(listed[0]).toMatchObject({ id: second.id, last_used_at: null });
    });

    it('answers 422 per field for a bad name, scopes or expiry', async () => {
      const reply = await as(members.member.token)('POST', '/api-tokens', {
        name: ' ',
        scopes: ['projects:admin'],
        expires_in: 'forever',
      });
      expect(reply.statusCode).toBe(422);
      const { errors } = reply.json();
      expect(errors.name).toEqual([API_TOKEN_MESSAGES.nameRequired]);
      expect(errors['scopes.0']).toEqual([API_TOKEN_MESSAGES.scopeInvalid]);
      expect(errors.expires_in).toEqual([API_TOKEN_MESSAGES.expiryInvalid]);

      const tooLong = await as(members.member.token)('POST', '/api-tokens', { name: 'x'.repeat(101), scopes: [] });
      expect(tooLong.json().errors).toEqual({
        name: [API_TOKEN_MESSAGES.nameTooLong],
        scopes: [API_TOKEN_MESSAGES.scopesRequired],
      });
      expect(
        (await as(members.member.token)('POST', '/api-tokens', { name: 'x'.repeat(100), scopes: ['search:read'] })).statusCode,
      ).toBe(201);
      // Search has nothing to write.
      expect((await as(members.member.token)('POST', '/api-tokens', { name: 'S', scopes: ['search:write'] })).statusCode).toBe(
        422,
      );
    });

    it('revokes an own token (401 with it afterwards) and answers 404 for anyone else’s', async () => {
      const { manager, member } = members;
      const created = await create(manager.token, { name: 'Revoke me', scopes: ['projects:read'] });
      expect((await as(created.token)('GET', '/projects')).statusCode).toBe(200);

      expect((await as(member.token)('DELETE', `/api-tokens/${created.id}`)).statusCode).toBe(404);
      expect((await as(manager.token, otherWorkspace)('DELETE', `/api-tokens/${created.id}`)).statusCode).toBe(403);
      const revoked = await as(manager.token)('DELETE', `/api-tokens/${created.id}`);
      expect(revoked.json()).toEqual({ error: false, message: API_TOKEN_MESSAGES.revoked, data: { id: created.id } });

      const after = await as(created.token)('GET', '/projects');
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(AUTH_MESSAGES.unauthenticated);
      expect((await as(manager.token)('DELETE', `/api-tokens/${created.id}`)).statusCode).toBe(404);
      const listed = dataOf(await as(manager.token)('GET', '/api-tokens'));
      expect(listed.map((token: { id: number }) => token.id)).not.toContain(created.id);
    });
  });

  describe('calling the API with a token', () => {
    it('answers 401 once the token has expired, and lists it as expired', async () => {
      const created = await create(members.developer.token, { name: 'Short', scopes: ['projects:read'], expires_in: '7d' });
      expect((await as(created.token)('GET', '/projects')).statusCode).toBe(200);
      await setApiTokenExpiry(db(), created.id, new Date(Date.now() - 1000));
      expect((await as(created.token)('GET', '/projects')).statusCode).toBe(401);
      const listed = dataOf(await as(members.developer.token)('GET', '/api-tokens'));
      expect(listed.find((token: { id: number }) => token.id === created.id).state).toBe('expired');
    });

    it('answers 401 for an unknown token that looks like one', async () => {
      expect((await as(`${API_TOKEN_PREFIX}${'a'.repeat(40)}`)('GET', '/projects')).statusCode).toBe(401);
    });

    it('allows reads of a read scope and refuses its writes (403)', async () => {
      const token = await openApiToken(db(), members.admin.user.id, 1, ['projects:read']);
      expect((await as(token)('GET', '/projects')).statusCode).toBe(200);
      expect((await as(token)('GET', '/tasks')).statusCode).toBe(200);
      expect((await as(token)('GET', '/dashboard/statistics')).statusCode).toBe(200);
      const write = await as(token)('POST', '/projects/store', { name: 'Refused' });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ error: true, message: API_TOKEN_MESSAGES.scopeMissing('projects:write') });
      expect((await as(token)('PUT', '/tasks/update', { id: 1, title: 'x' })).statusCode).toBe(403);
    });

    it('lets a write scope write (write implies read)', async () => {
      const token = await openApiToken(db(), members.admin.user.id, 1, ['projects:write']);
      expect((await as(token)('GET', '/projects')).statusCode).toBe(200);
      expect((await as(token)('POST', '/projects/store', { name: `Token project` })).statusCode).toBe(201);
    });

    it('refuses another area than its scopes', async () => {
      const token = await openApiToken(db(), members.admin.user.id, 1, ['projects:write']);
      const time = await as(token)('GET', '/time-entries');
      expect(time.statusCode).toBe(403);
      expect(time.json().message).toBe(API_TOKEN_MESSAGES.scopeMissing('time:read'));
      expect((await as(token)('GET', '/clients')).statusCode).toBe(403);
      expect((await as(token)('GET', '/notes')).statusCode).toBe(403);
      const timeToken = await openApiToken(db(), members.admin.user.id, 1, ['time:read']);
      expect((await as(timeToken)('GET', '/time-entries')).statusCode).toBe(200);
      expect((await as(timeToken)('GET', '/projects')).statusCode).toBe(403);
    });

    it('never does more than the user’s role: a member’s full token is refused admin and manager routes', async () => {
      const token = await openApiToken(db(), members.member.user.id);
      expect((await as(token)('GET', '/users')).statusCode).toBe(200);
      expect((await as(token)('POST', '/projects/store', { name: 'Nope' })).statusCode).toBe(403);
      expect((await as(token)('POST', '/users/store', { name: 'New Person', email: 'new@example.com' })).statusCode).toBe(403);
      expect((await as(token)('GET', '/clients')).statusCode).toBe(403);
    });

    it('follows the user’s current role and membership at once', async () => {
      const user = await createUser(db(), { email: 'demoted@example.com', role: 'admin' });
      const token = await openApiToken(db(), user.id);
      expect((await as(token)('POST', '/projects/store', { name: 'While admin' })).statusCode).toBe(201);

      const [memberRole] = await db().select({ id: roles.id }).from(roles).where(eq(roles.slug, 'member'));
      const mine = and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.workspaceId, 1));
      await db().update(workspaceMembers).set({ roleId: memberRole!.id }).where(mine);
      expect((await as(token)('POST', '/projects/store', { name: 'Demoted' })).statusCode).toBe(403);
      expect((await as(token)('GET', '/projects')).statusCode).toBe(200);

      await db().delete(workspaceMembers).where(mine);
      const removed = await as(token)('GET', '/projects');
      expect(removed.statusCode).toBe(403);
      expect(removed.json().message).toBe(AUTH_MESSAGES.notWorkspaceMember);
    });

    it('is bound to its workspace: a header naming another is a 403, its own is fine', async () => {
      const token = await openApiToken(db(), members.admin.user.id);
      expect((await as(token, 1)('GET', '/projects')).statusCode).toBe(200);
      const other = await as(token, otherWorkspace)('GET', '/projects');
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(API_TOKEN_MESSAGES.otherWorkspace);
      expect((await as(token, 'abc')('GET', '/projects')).statusCode).toBe(422);
    });

    it('cannot manage tokens, sign out or reach the account routes; GET /user says who it is', async () => {
      const token = await openApiToken(db(), members.developer.user.id);
      const id = await idOf(token);
      const calls: [Method, string, object?][] = [
        ['GET', '/api-tokens'],
        ['POST', '/api-tokens', { name: 'Child', scopes: ['projects:read'] }],
        ['DELETE', `/api-tokens/${id}`],
        ['POST', '/logout'],
        ['GET', '/profile'],
        ['GET', '/profile/sessions'],
        ['PUT', '/profile/password', { current_password: 'x', password: 'abcdefgh', password_confirmation: 'abcdefgh' }],
        ['GET', '/workspaces'],
        ['POST', '/workspaces/store', { name: 'Token space' }],
      ];
      for (const [method, url, body] of calls) {
        const reply = await as(token)(method, url, body);
        expect({ url, status: reply.statusCode, body: reply.json() }).toEqual({
          url,
          status: 403,
          body: { error: true, message: API_TOKEN_MESSAGES.sessionOnly },
        });
      }
      expect(dataOf(await as(token)('GET', '/user')).email).toBe(members.developer.email);
      // Still alive: nothing above revoked it.
      expect((await as(token)('GET', '/projects')).statusCode).toBe(200);
    });

    it('records the last use at most once a minute', async () => {
      const token = await openApiToken(db(), members.designer.user.id);
      const id = await idOf(token);
      await as(token)('GET', '/projects');
      const [first] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
      expect(first!.lastUsedAt).not.toBeNull();
      await as(token)('GET', '/projects');
      const [second] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
      expect(second!.lastUsedAt).toEqual(first!.lastUsedAt);
    });
  });

  it('searches only the kinds of the areas the token may read', async () => {
    const admin = members.admin;
    const session = as(admin.token);
    const project = dataOf(await session('POST', '/projects/store', { name: 'Zephyrine launch' }), 201);
    dataOf(await session('POST', '/notes/store', { title: 'Zephyrine notes', content: 'private plans' }), 201);
    const groupsFor = async (scopes: Parameters<typeof openApiToken>[3]) => {
      const token = await openApiToken(db(), admin.user.id, 1, scopes);
      return (dataOf(await as(token)('GET', '/search?q=zephyrine')).groups as { kind: string }[])
        .map((group) => group.kind)
        .sort();
    };
    expect(await groupsFor(['search:read'])).toEqual([]);
    expect(await groupsFor(['search:read', 'projects:read'])).toEqual(['project']);
    expect(await groupsFor(['search:read', 'projects:read', 'collaboration:read'])).toEqual(['note', 'project']);
    // A session searches everything its role reads.
    expect((dataOf(await session('GET', '/search?q=zephyrine')).groups as { kind: string }[]).length).toBe(2);
    expect(project.id).toBeGreaterThan(0);
  });

  it('rate limits each token: 429 with Retry-After over the limit, other tokens unaffected', async () => {
    const limited = await startTestApp({ config: { apiTokenRateLimitMax: 3 } });
    try {
      const user = await createUser(limited.database.db, { email: 'busy@example.com', role: 'member' });
      const token = await openApiToken(limited.database.db, user.id);
      const other = await openApiToken(limited.database.db, user.id);
      const call = (bearer: string) => injectAs(limited.app, bearer)('GET', '/projects');
      for (let index = 0; index < 3; index += 1) {
        const allowed = await call(token);
        expect(allowed.statusCode).toBe(200);
        expect({ limit: allowed.headers['x-ratelimit-limit'], remaining: allowed.headers['x-ratelimit-remaining'] }).toEqual({
          limit: '3',
          remaining: String(2 - index),
        });
        expect(Number(allowed.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      }
      const refused = await call(token);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({ error: true, message: API_TOKEN_MESSAGES.rateLimited(retryAfter) });
      expect((await call(other)).statusCode).toBe(200);
      // Sessions are not counted.
      const session = await openSession(limited.database.db, user.id);
      for (let index = 0; index < 5; index += 1) expect((await call(session)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
