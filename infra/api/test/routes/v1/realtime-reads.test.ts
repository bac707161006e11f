import { resetAccounts, seedRoleMembers } from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { connectLive } from '../../helpers/realtime-client.js';
import { listenLocally, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork, statusIds } from '../../helpers/work.js';

/**
 * What a change costs the process that made it when its board is open: the reply's read of the
 * task is also what its sockets get, so the task is read once (not again for the live event).
 */
describe('a task change with sockets open', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(testApp.database.db);
    await resetWork(testApp.database.db);
  });
  afterAll(() => testApp?.close());

  it('reads the moved task once: the live event carries the reply', async () => {
    const db = testApp.database.db;
    const { admin, developer } = await seedRoleMembers(db, 1);
    const project = await insertProject(db, { name: 'Board' });
    const first = await insertTask(db, { projectId: project, title: 'First' });
    const second = await insertTask(db, { projectId: project, title: 'Second' });
    const status = await statusIds(db);
    const socket = await connectLive({ baseUrl: await listenLocally(testApp.app) }, { token: developer.token, workspaceId: 1 });
    try {
      // Every statement on the pool from here on, whoever sends it.
      const pool = testApp.database.pool;
      const texts: string[] = [];
      const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
      (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
        return query(...args);
      };
      const moved = await injectAs(testApp.app, admin.token)('PUT', '/tasks/reorder', {
        id: second,
        before_id: first,
        status_id: status['in-progress'],
      });
      expect(moved.statusCode).toBe(200);
      const event = await socket.event(1);
      (pool as unknown as { query: unknown }).query = query;

      expect(event).toMatchObject({ type: 'task.moved', task_id: second });
      expect(event.task).toEqual(moved.json().data);
      expect(texts.filter((text) => text.startsWith('with matched as'))).toHaveLength(1);
    } finally {
      socket.close();
    }
  });
});
