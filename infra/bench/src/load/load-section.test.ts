import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeededWorkspace } from '../api/server-protocol';
import { LOAD_MIX, loadFailures, mixedRequests, type LoadResult } from './load-section';

const seed: SeededWorkspace = {
  token: 'bench-token',
  readProjectId: 1,
  writeProjectId: 2,
  readTaskIds: [11, 12],
  trackerTokens: ['tracker-1', 'tracker-2'],
};

describe('mixed load requests', () => {
  it('cycles through every case of the mix, reads and writes, with a timer start and stop', () => {
    const requests = mixedRequests(seed);
    assert.equal(requests.length, LOAD_MIX.length + 1, 'time.stop is a start and a stop');
    const routes = requests.map((request) => `${request.method} ${request.path?.split('?')[0]}`);
    assert.ok(routes.includes('GET /api/v1/tasks'));
    assert.ok(routes.includes('POST /api/v1/tasks/store'));
    assert.ok(routes.includes('PUT /api/v1/tasks/update'));
    assert.ok(routes.includes('GET /api/v1/dashboard/statistics'));
    assert.ok(routes.includes('POST /api/v1/time-entries/stop'));
    const store = requests.find((request) => request.path === '/api/v1/tasks/store')!;
    assert.deepEqual(JSON.parse(String(store.body)), { project_id: 2, title: 'Benchmark task' });
  });

  it('refuses a case that does not exist', () => {
    assert.throws(() => mixedRequests(seed, ['tasks.teleport']), /No API case named "tasks.teleport"/);
  });
});

describe('load failures', () => {
  const result = (overrides: Partial<Pick<LoadResult, 'requests' | 'outage'>>): LoadResult =>
    ({
      database: 'embedded',
      requests: { total: 100, perSecond: 10, p50Ms: 5, p99Ms: 9, errors: 0, timeouts: 0, non2xx: 0 },
      outage: { connectionsTerminated: 5, replies: { 200: 90, 503: 4 }, recoveredAfterMs: 120 },
      ...overrides,
    }) as LoadResult;

  it('accepts a clean run whose outage answered 503 only', () => {
    assert.deepEqual(loadFailures(result({})), []);
  });

  it('names errors of the mixed run, a 500 in the outage, and no recovery', () => {
    const failures = loadFailures(
      result({
        requests: { total: 100, perSecond: 10, p50Ms: 5, p99Ms: 9, errors: 3, timeouts: 1, non2xx: 2 },
        outage: { connectionsTerminated: 5, replies: { 200: 50, 500: 1, 503: 2 }, recoveredAfterMs: undefined },
      }),
    );
    assert.equal(failures.length, 3);
    assert.match(failures[0]!, /3 \(1 time-outs, 2 non-2xx\)/);
    assert.match(failures[1]!, /"500":1/);
    assert.match(failures[2]!, /no recovery/);
  });
});
