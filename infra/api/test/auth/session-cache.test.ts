import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { AUTH_NOTICE_ALL, SessionCache } from '../../src/auth/session-cache.js';
import { openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { AUTH_LISTENER_APPLICATION_NAME } from '../../src/plugins/app/auth.js';
import { authHeaders, resetAccounts, seedRoleMembers } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { roundTripCounter } from '../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.js';

const answer = (userId: number, lastUsedAt = new Date(), expiresAt = new Date(Date.now() + 86_400_000)) => ({
  session: { userId, lastUsedAt, expiresAt },
});
const longAgo = new Date(0);

describe('SessionCache', () => {
  const listening = (ttlMs = 60_000, now?: () => number) => {
    const cache = new SessionCache<ReturnType<typeof answer>>(ttlMs, 10_000, now);
    cache.setListening(true);
    return cache;
  };

  it('serves what it stored, and evicts a user on their notice and everyone on "*"', () => {
    const cache = listening();
    cache.store('a', answer(1), cache.begin());
    cache.store('b', answer(2), cache.begin());
    expect(cache.get('a', longAgo)?.session.userId).toBe(1);
    cache.evict('1');
    expect(cache.get('a', longAgo)).toBeUndefined();
    expect(cache.get('b', longAgo)?.session.userId).toBe(2);
    cache.evict(AUTH_NOTICE_ALL);
    expect(cache.get('b', longAgo)).toBeUndefined();
  });

  it('drops an answer read before a notice that arrived while it was being read', () => {
    const cache = listening();
    const generation = cache.begin();
    cache.evict('7'); // another user's change: still a reason to distrust the read in flight
    cache.store('a', answer(1), generation);
    expect(cache.get('a', longAgo)).toBeUndefined();
  });

  it('serves nothing while its listener is down, and starts empty when it is back', () => {
    const cache = listening();
    cache.store('a', answer(1), cache.begin());
    cache.setListening(false);
    expect(cache.get('a', longAgo)).toBeUndefined();
    cache.store('a', answer(1), cache.begin());
    cache.setListening(true);
    expect(cache.get('a', longAgo)).toBeUndefined();
  });

  it('applies idle and absolute expiry on every hit, and its own time to live', () => {
    let now = 1_000_000;
    const cache = listening(30_000, () => now);
    cache.store('idle', answer(1, new Date(now - 5000)), cache.begin());
    expect(cache.get('idle', new Date(now - 10_000))).toBeDefined();
    expect(cache.get('idle', new Date(now - 1000))).toBeUndefined();

    cache.store('absolute', answer(1, new Date(now), new Date(now + 1000)), cache.begin());
    now += 1000;
    expect(cache.get('absolute', longAgo)).toBeUndefined();

    cache.store('ttl', answer(1, new Date(now)), cache.begin());
    now += 30_000;
    expect(cache.get('ttl', longAgo)).toBeUndefined();
  });

  it('is off with a time to live of 0', () => {
    const cache = listening(0);
    cache.store('a', answer(1), cache.begin());
    expect(cache.get('a', longAgo)).toBeUndefined();
  });
});

/**
 * Two API instances on one database, as two replicas: a change committed through one instance,
 * or straight in the database, is seen by the next requests on the other, whose answers were cached.
 */
describe('the session cache across two instances', () => {
  let fresh: TestDatabase | undefined;
  let databases: OpenedDatabase[] = [];
  let first: TestApp;
  let second: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Awaited<ReturnType<typeof seedRoleMembers>>;

  beforeAll(async () => {
    const databaseUrl = (fresh = await createTestDatabase({ fromTemplate: true })).databaseUrl;
    databases = [
      await openDatabase({ databaseUrl, dataDir: os.tmpdir() }),
      await openDatabase({ databaseUrl, dataDir: os.tmpdir() }),
    ];
    const config = { sessionCacheSeconds: 600 };
    first = await startTestApp({ database: databases[0], config });
    second = await startTestApp({
      database: databases[1],
      config,
      beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)),
    });
    await resetAccounts(first.database.db);
    members = await seedRoleMembers(first.database.db, 1);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    await fresh?.drop();
  });

  const rowsOf = async (query: SQL) => ((await first.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const get = (app: TestApp, url: string, token: string) =>
    app.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authHeaders(token) });
  /** The queries of a GET on the second instance: none reads the session when it is cached. */
  const queriesOnSecond = async (url: string, token: string) => {
    const { result, queries } = await counter.queriesOf(() => get(second, url, token));
    expect(result.statusCode).toBe(200);
    return queries.filter((text) => /from "sessions"/.test(text)).length;
  };

  it('reads the session once, then serves it from memory', async () => {
    const token = members.developer.token;
    expect(await queriesOnSecond('/projects', token)).toBe(1);
    // The notices of the seeding (memberships, users) may still be on their way and evict it once.
    await eventually(async () => expect(await queriesOnSecond('/projects', token)).toBe(0));
    expect(await queriesOnSecond('/projects', token)).toBe(0);
  });

  it('refuses a token on the other instance once it is signed out', async () => {
    const token = members.manager.token;
    expect(await queriesOnSecond('/projects', token)).toBe(1);
    expect(await queriesOnSecond('/projects', token)).toBe(0);

    const logout = await first.app.inject({ method: 'POST', url: '/api/v1/logout', headers: authHeaders(token) });
    expect(logout.statusCode).toBe(200);
    await eventually(async () => expect((await get(second, '/projects', token)).statusCode).toBe(401));
  });

  it('applies a role change and a removal from the workspace', async () => {
    const { admin } = members;
    expect((await get(second, '/settings/general_settings', admin.token)).statusCode).toBe(200);
    expect(await queriesOnSecond('/settings/general_settings', admin.token)).toBe(0);

    await first.database.db.execute(
      sql`update workspace_members set role_id = (select id from roles where slug = 'developer') where user_id = ${admin.user.id}`,
    );
    await eventually(async () => expect((await get(second, '/settings/general_settings', admin.token)).statusCode).toBe(403));
    expect((await get(second, '/projects', admin.token)).statusCode).toBe(200);

    await first.database.db.execute(sql`delete from workspace_members where user_id = ${admin.user.id}`);
    await eventually(async () => expect((await get(second, '/projects', admin.token)).statusCode).toBe(403));
  });

  it('reads every request from the database while its listener is down, and caches again once it is back', async () => {
    const token = members.designer.token;
    expect(await queriesOnSecond('/projects', token)).toBe(1);
    expect(await queriesOnSecond('/projects', token)).toBe(0);

    const terminated = await rowsOf(
      sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where application_name = ${AUTH_LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(terminated).toEqual([{ terminated: true }, { terminated: true }]);
    await eventually(async () => expect(await queriesOnSecond('/projects', token)).toBe(1));
    // Revoked while nobody listened: not served from a cache that could have missed it.
    await rowsOf(sql`update sessions set revoked_at = now() where user_id = ${members.designer.user.id}`);
    expect((await get(second, '/projects', token)).statusCode).toBe(401);

    const other = members.member.token;
    await eventually(async () => {
      await queriesOnSecond('/projects', other);
      expect(await queriesOnSecond('/projects', other)).toBe(0);
    }, 10_000);
  });
});
