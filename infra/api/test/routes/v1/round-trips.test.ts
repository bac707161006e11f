import { authHeaders, resetAccounts, seedRoleMembers } from '../../helpers/accounts.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork } from '../../helpers/work.js';

/**
 * SQL round trips per request for the benchmark's cases (infra/bench): the figure that bounds their
 * throughput. GET /tasks must stay at two: the session, then one statement for the page.
 */
describe('SQL round trips per request', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let token: string;
  let project: number;
  let taskIds: number[];

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    const db = testApp.database.db;
    await resetAccounts(db);
    await resetWork(db);
    token = (await seedRoleMembers(db, 1)).admin.token;
    project = await insertProject(db, { name: 'Reads' });
    taskIds = [];
    for (let index = 0; index < 50; index += 1)
      taskIds.push(await insertTask(db, { projectId: project, title: `Task ${index}` }));
    for (let index = 3; index <= 10; index += 1) await insertProject(db, { name: `Project ${index}` });
    // The first request of a session refreshes its last use (once a minute): not what is measured.
    await testApp.app.inject({ url: '/api/v1/user', headers: authHeaders(token) });
  });
  afterAll(() => testApp?.close());

  const request = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const { result, queries } = await counter.queriesOf(() =>
      testApp.app.inject({ method, url: `/api/v1${url}`, headers: authHeaders(token), ...(payload && { payload }) }),
    );
    expect(result.statusCode).toBeLessThan(300);
    return queries;
  };

  it('GET /tasks (a project of 50): two — the session, then the page with everything in it', async () => {
    const queries = await request('GET', `/tasks?project_id=${project}&per_page=50`);
    expect(queries.length).toBeLessThanOrEqual(2);
    expect(queries).toHaveLength(2);
  });

  it('GET /tasks/{id}: two', async () => {
    expect(await request('GET', `/tasks/${taskIds[0]}`)).toHaveLength(2);
  });

  it('GET /projects (10): two', async () => {
    expect(await request('GET', '/projects')).toHaveLength(2);
  });

  it('POST /tasks/store and PUT /tasks/update stay within their measured counts', async () => {
    const store = await request('POST', '/tasks/store', { project_id: project, title: 'New' });
    const update = await request('PUT', '/tasks/update', { id: taskIds[1], title: 'Renamed' });
    // Printed for the benchmark notes; the bounds catch a regression.
    console.info(`round trips: POST /tasks/store ${store.length}, PUT /tasks/update ${update.length}`);
    expect(store.length).toBeLessThanOrEqual(STORE_ROUND_TRIPS);
    expect(update.length).toBeLessThanOrEqual(UPDATE_ROUND_TRIPS);
  });

  it('the time reads are one statement each: GET /time-entries, /active, /report, /export', async () => {
    expect(await request('GET', '/time-entries?period=week')).toHaveLength(2);
    expect(await request('GET', '/time-entries/active')).toHaveLength(2);
    expect(await request('GET', '/time-entries/report?period=month&user_id=all')).toHaveLength(2);
    expect(await request('GET', '/time-entries/export')).toHaveLength(2);
  });

  it('the timer: start under the user lock, pause and stop in one statement each', async () => {
    const start = await request('POST', '/time-entries/start', { task_id: taskIds[3] });
    const pause = await request('POST', '/time-entries/pause');
    const stop = await request('POST', '/time-entries/stop');
    console.info(`round trips: POST /time-entries/start ${start.length}, /pause ${pause.length}, /stop ${stop.length}`);
    // The session; BEGIN, the user's lock, the task's read, the write (its reply and notices), COMMIT.
    expect(start.length).toBeLessThanOrEqual(6);
    expect(pause).toHaveLength(2);
    expect(stop).toHaveLength(2);
  });

  it('runs without JIT compilation (a misjudged cost would compile a statement that runs in milliseconds)', async () => {
    const { rows } = await testApp.database.pool.query<{ jit: string }>('show jit');
    expect(rows[0]!.jit).toBe('off');
  });

  it('PUT /tasks/update writes only what changed', async () => {
    const queries = await request('PUT', '/tasks/update', { id: taskIds[2], title: 'Only the title', progress: 0 });
    const update = queries.find((text) => /update "tasks" set/.test(text));
    expect(update).toMatch(/update "tasks" set title = \$\d+, updated_at = now\(\)/);
  });
});

/**
 * Measured at 4 and 4: the session, the checks' read (an update's reads the task too), one statement
 * writing the row, its lists, its activity and its live-update notice, the reply's read.
 */
const STORE_ROUND_TRIPS = 4;
const UPDATE_ROUND_TRIPS = 4;
