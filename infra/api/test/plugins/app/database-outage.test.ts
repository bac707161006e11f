import { Client } from 'pg';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../../src/plugins/app/error-replies.js';
import { openSession, seedRoleMembers } from '../../helpers/accounts.js';
import { injectAs, type Call } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The database drops the API's connections under load (`pg_terminate_backend` on this test's own
 * database only — never a restart of a server other programs share): every answer is a success or
 * a 503 with Retry-After, never a 500; every acknowledged write is there afterwards and nothing
 * unacknowledged is; the API recovers without a restart.
 */
describe('database connections terminated under load', () => {
  let testApp: TestApp;
  let call: Call;
  let admin: Client;
  let databaseName: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const members = await seedRoleMembers(testApp.database.db, 1);
    call = injectAs(testApp.app, await openSession(testApp.database.db, members.admin.user.id));
    const url = new URL(String(testApp.database.pool.options.connectionString));
    databaseName = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await testApp?.close();
  });

  const terminateApiConnections = async () => {
    const { rows } = await admin.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.length;
  };

  it('answers 2xx or 503 while its connections are cut, keeps every acknowledged write, and recovers', async () => {
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const unavailable: { retryAfter: unknown; message: unknown }[] = [];
    let running = true;
    let sequence = 0;

    const worker = async () => {
      while (running) {
        sequence += 1;
        const write = sequence % 3 === 0;
        const name = `Outage ${sequence}`;
        const response = write ? await call('POST', '/projects/store', { name }) : await call('GET', '/projects');
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 201) acknowledged.push(name);
        if (response.statusCode === 503) {
          unavailable.push({ retryAfter: response.headers['retry-after'], message: response.json().message });
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      terminated += await terminateApiConnections();
    }
    // Recovery: from the last cut, how long until a read succeeds again (no restart in between).
    const cutAt = Date.now();
    await terminateApiConnections();
    let recoveredAfterMs: number | undefined;
    while (recoveredAfterMs === undefined && Date.now() - cutAt < 10_000) {
      if ((await call('GET', '/projects')).statusCode === 200) recoveredAfterMs = Date.now() - cutAt;
    }
    running = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    for (const reply of unavailable) {
      expect(reply).toEqual({ retryAfter: String(DATABASE_RETRY_AFTER_SECONDS), message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    expect(recoveredAfterMs).toBeLessThan(10_000);
    // Every request is over: no connection may still be checked out (a leaked one keeps its pool
    // slot for good, and enough of them hang the API).
    const { pool } = testApp.database;
    expect(pool.totalCount - pool.idleCount).toBe(0);

    const { rows } = await testApp.database.pool.query<{ name: string }>("SELECT name FROM projects WHERE name LIKE 'Outage %'");
    const stored = rows.map((row) => row.name).sort();
    // Acknowledged writes are all there; a write answered 503 either committed or not, never half.
    expect(stored).toEqual(expect.arrayContaining([...acknowledged].sort()));
    expect(stored.length - acknowledged.length).toBeLessThanOrEqual(unavailable.length);
    console.log(
      `connections terminated: ${terminated}; replies: ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `recovered ${recoveredAfterMs} ms after the last cut`,
    );
  });
});
