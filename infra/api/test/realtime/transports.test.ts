import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { RESYNC_CLOSE } from '../../src/realtime/hub.js';
import { LISTENER_APPLICATION_NAME } from '../../src/realtime/transports.js';
import { resetAccounts, seedRoleMembers } from '../helpers/accounts.js';
import { dataOf, injectAs } from '../helpers/calls.js';
import { eventually } from '../helpers/eventually.js';
import { socketPool, type RealtimeTarget } from '../helpers/realtime-client.js';
import { listenLocally, startTestApp, type TestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.js';
import { insertProject, resetWork } from '../helpers/work.js';

/**
 * Two API instances on one database, as two replicas behind one URL: a change made through either
 * reaches the sockets of both, once each: two apps with their own pools and listeners.
 */
describe('realtime fan-out between two instances', () => {
  let fresh: TestDatabase | undefined;
  let databases: OpenedDatabase[] = [];
  let first: TestApp;
  let second: TestApp;
  let servers: RealtimeTarget[];
  let token: string;
  let project: number;
  const sockets = socketPool();

  beforeAll(async () => {
    const databaseUrl = (fresh = await createTestDatabase({ fromTemplate: true })).databaseUrl;
    databases = [
      await openDatabase({ databaseUrl, dataDir: os.tmpdir() }),
      await openDatabase({ databaseUrl, dataDir: os.tmpdir() }),
    ];
    first = await startTestApp({ database: databases[0] });
    second = await startTestApp({ database: databases[1] });
    servers = [{ baseUrl: await listenLocally(first.app) }, { baseUrl: await listenLocally(second.app) }];
    const db = first.database.db;
    await resetAccounts(db);
    await resetWork(db);
    token = (await seedRoleMembers(db, 1)).admin.token;
    project = await insertProject(db);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    await fresh?.drop();
  });

  const live = (server: RealtimeTarget) => sockets.connect(server, { token, workspaceId: 1 });
  const rowsOf = async (query: SQL) => ((await first.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const createTask = async (through: TestApp, title: string) =>
    dataOf(await injectAs(through.app, token)('POST', '/tasks/store', { project_id: project, title }), 201) as { id: number };

  it('delivers a change made through one instance to the sockets of both, exactly once each', async () => {
    const onFirst = await live(servers[0]!);
    const onSecond = await live(servers[1]!);

    const a = await createTask(first, 'Through the first');
    const b = await createTask(second, 'Through the second');

    // b's event follows a's on each socket: had a's come twice, it would sit between them.
    for (const socket of [onFirst, onSecond]) {
      await socket.event(2);
      expect(socket.events().map((event) => [event.type, event.task_id])).toEqual([
        ['task.created', a.id],
        ['task.created', b.id],
      ]);
    }
  });

  it('re-listens after losing its connection and has its clients reconnect to resync', async () => {
    const before = await live(servers[1]!);

    const terminated = await rowsOf(
      sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(terminated).toEqual([{ terminated: true }, { terminated: true }]);

    expect(await before.closed).toEqual({ code: RESYNC_CLOSE.code, reason: RESYNC_CLOSE.reason });
    const after = await live(servers[1]!);
    await eventually(async () => {
      const rows = await rowsOf(
        sql`select count(*)::int as count from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      expect(rows).toEqual([{ count: 2 }]);
    });
    const task = await createTask(first, 'After the reconnection');
    expect(await after.event(1)).toMatchObject({ type: 'task.created', task_id: task.id });
  });
});
