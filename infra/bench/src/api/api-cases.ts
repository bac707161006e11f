import autocannon from 'autocannon';
import { sessionHeaders } from '../seed/workspace-seeder';
import { BARE_ROUTE, type SeededWorkspace } from './server-protocol';

export interface ApiCaseResult {
  name: string;
  label: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Socket errors, time-outs (no reply within autocannon's 10 s) and non-2xx replies. */
  errors: number;
  timeouts: number;
  non2xx: number;
  totalRequests: number;
  /** requestsPerSecond ÷ the bare route's. */
  ratioToBare: number;
}

interface ApiCase {
  name: string;
  label: string;
  /** The path (with query) and what else differs from the defaults. */
  options(seed: SeededWorkspace): { path: string } & Partial<autocannon.Options>;
}

const json = (token: string) => ({ ...sessionHeaders(token), 'content-type': 'application/json' });

/** The cases, in the order they run: the ceiling first, writes last (they add rows). */
export const API_CASES: ApiCase[] = [
  {
    name: 'bare',
    label: `GET ${BARE_ROUTE} (bare Fastify route, ceiling)`,
    options: () => ({ method: 'GET', path: BARE_ROUTE }),
  },
  {
    name: 'tasks.list',
    label: 'GET /api/v1/tasks (project of 50 tasks)',
    options: (seed) => ({
      method: 'GET',
      path: `/api/v1/tasks?project_id=${seed.readProjectId}&per_page=50`,
      headers: sessionHeaders(seed.token),
    }),
  },
  {
    name: 'projects.list',
    label: 'GET /api/v1/projects',
    options: (seed) => ({ method: 'GET', path: '/api/v1/projects', headers: sessionHeaders(seed.token) }),
  },
  {
    name: 'tasks.store',
    label: 'POST /api/v1/tasks/store',
    options: (seed) => ({
      method: 'POST',
      path: '/api/v1/tasks/store',
      headers: json(seed.token),
      body: JSON.stringify({ project_id: seed.writeProjectId, title: 'Benchmark task' }),
    }),
  },
  {
    name: 'tasks.update',
    label: 'PUT /api/v1/tasks/update (title of one of 50 tasks)',
    options: (seed) => {
      // Each request renames another task of the 50, so every update writes a row and an activity entry.
      let sequence = 0;
      return {
        method: 'PUT',
        path: '/api/v1/tasks/update',
        headers: json(seed.token),
        requests: [
          {
            setupRequest: (request) => {
              sequence += 1;
              const id = seed.readTaskIds[sequence % seed.readTaskIds.length];
              return { ...request, body: JSON.stringify({ id, title: `Benchmark edit ${sequence}` }) };
            },
          },
        ],
      };
    },
  },
];

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export interface CaseTiming {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

/** Runs every case against the server at `baseUrl`: a warm-up (discarded), then the measured run. */
export async function runApiCases(
  baseUrl: string,
  seed: SeededWorkspace,
  timing: CaseTiming,
  log: (line: string) => void,
): Promise<ApiCaseResult[]> {
  const results: ApiCaseResult[] = [];
  let bareRate = Number.NaN;
  for (const apiCase of API_CASES) {
    const { path, ...rest } = apiCase.options(seed);
    const options: autocannon.Options = { ...rest, url: `${baseUrl}${path}`, connections: timing.connections };
    await run({ ...options, duration: timing.warmupSeconds });
    const result = await run({ ...options, duration: timing.durationSeconds });
    const rate = result.requests.average;
    if (apiCase.name === 'bare') bareRate = rate;
    const caseResult: ApiCaseResult = {
      name: apiCase.name,
      label: apiCase.label,
      requestsPerSecond: rate,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      // autocannon's `errors` already counts its time-outs.
      errors: result.errors + result.non2xx,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      totalRequests: result.requests.total,
      ratioToBare: rate / bareRate,
    };
    results.push(caseResult);
    log(
      `  ${apiCase.label}: ${Math.round(rate)} req/s, p50 ${caseResult.latencyP50Ms} ms, p99 ${caseResult.latencyP99Ms} ms, errors ${describeErrors(caseResult)}`,
    );
  }
  return results;
}

/** `0`, or the total with what it is made of: `28 (26 time-outs, 2 non-2xx)`. */
export function describeErrors(result: Pick<ApiCaseResult, 'errors' | 'timeouts' | 'non2xx'>): string {
  if (result.errors === 0) return '0';
  const socket = result.errors - result.timeouts - result.non2xx;
  const parts = [
    result.timeouts ? `${result.timeouts} time-outs` : '',
    result.non2xx ? `${result.non2xx} non-2xx` : '',
    socket ? `${socket} socket errors` : '',
  ].filter(Boolean);
  return `${result.errors} (${parts.join(', ')})`;
}
