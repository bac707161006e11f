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
  /** The p99 latency the case should stay under, and whether this run did (cases with a target only). */
  targetP99Ms?: number;
  metTarget?: boolean;
}

interface ApiCase {
  name: string;
  label: string;
  targetP99Ms?: number;
  /** Connections of this case instead of the run's (a report is opened by people, not polled). */
  connections?: number;
  /** The path (with query) and what else differs from the defaults. */
  options(seed: SeededWorkspace): { path: string } & Partial<autocannon.Options>;
}

const json = (token: string) => ({ ...sessionHeaders(token), 'content-type': 'application/json' });

/** The week report's p99 target (infra/bench/README.md). */
export const REPORT_P99_TARGET_MS = 100;
/** The dashboard statistics' p99 target (issue 19): people open the dashboard, so it runs like the reports. */
export const DASHBOARD_P99_TARGET_MS = 100;
/** The command palette search's p99 target (issue 19), over 100,000 searchable rows. */
export const SEARCH_P99_TARGET_MS = 150;
/** Reports run with fewer connections: people open them, nothing polls them. */
export const REPORT_CONNECTIONS = 10;

let trackerSequence = -1;

/** Each connection tracks time as its own member (one user's timer writes take turns under their lock). */
function trackerOf(seed: SeededWorkspace, context: object): string {
  const state = context as { tracker?: string };
  state.tracker ??= seed.trackerTokens[(trackerSequence += 1) % seed.trackerTokens.length]!;
  return state.tracker;
}

const timerRequest = (seed: SeededWorkspace, path: string, body?: object): autocannon.Request => ({
  method: 'POST',
  path,
  setupRequest: (request, context) => ({
    ...request,
    headers: json(trackerOf(seed, context)),
    body: JSON.stringify(body ?? {}),
  }),
});

/** A PUT /tasks/update of the next of the read project's tasks, in turn, with `fields(sequence)`. */
function readTaskUpdate(seed: SeededWorkspace, fields: (sequence: number) => object): autocannon.Request {
  let sequence = 0;
  return {
    setupRequest: (request) => {
      sequence += 1;
      const id = seed.readTaskIds[sequence % seed.readTaskIds.length];
      return { ...request, body: JSON.stringify({ id, ...fields(sequence) }) };
    },
  };
}

/**
 * The cases, in the order they run: the ceiling first, the reads on the data as seeded (their labels
 * say what they read: the dashboard's 10,000 tasks are not 14,000 after tasks.store, and rows written
 * seconds ago have no planner statistics yet, which autovacuum gives them within a minute or two), the
 * writes last (they add rows; the timers' would swell the month's report).
 */
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
    name: 'time.report',
    label: `GET /api/v1/time-entries/report (this week, Europe/Paris; of 100,000 entries; ${REPORT_CONNECTIONS} connections)`,
    targetP99Ms: REPORT_P99_TARGET_MS,
    connections: REPORT_CONNECTIONS,
    options: (seed) => ({
      method: 'GET',
      path: '/api/v1/time-entries/report?time_zone=Europe%2FParis',
      headers: sessionHeaders(seed.token),
    }),
  },
  {
    name: 'time.report.month',
    label: `GET /api/v1/time-entries/report (this month, everyone's; of 100,000 entries; ${REPORT_CONNECTIONS} connections)`,
    connections: REPORT_CONNECTIONS,
    options: (seed) => ({
      method: 'GET',
      path: '/api/v1/time-entries/report?period=month&user_id=all',
      headers: sessionHeaders(seed.token),
    }),
  },
  {
    name: 'dashboard.statistics',
    label: `GET /api/v1/dashboard/statistics (Europe/Paris, this week; 10,000 tasks, 100,000 entries; ${REPORT_CONNECTIONS} connections)`,
    targetP99Ms: DASHBOARD_P99_TARGET_MS,
    connections: REPORT_CONNECTIONS,
    options: (seed) => ({
      method: 'GET',
      path: '/api/v1/dashboard/statistics?time_zone=Europe%2FParis&period=this-week',
      headers: sessionHeaders(seed.token),
    }),
  },
  {
    name: 'notes.list',
    label: 'GET /api/v1/notes (first page and counts; of 10,000 notes)',
    options: (seed) => ({ method: 'GET', path: '/api/v1/notes', headers: sessionHeaders(seed.token) }),
  },
  {
    name: 'notes.search',
    label: 'GET /api/v1/notes?search=… (title, content and tags; of 10,000 notes)',
    options: (seed) => ({ method: 'GET', path: '/api/v1/notes?search=note%2012', headers: sessionHeaders(seed.token) }),
  },
  {
    // Typing sends one request per pause (the palette debounces), so it runs with the reports' connections.
    name: 'search',
    label: `GET /api/v1/search?q=onboarding rev (every kind, grouped; of 100,000 searchable rows; ${REPORT_CONNECTIONS} connections)`,
    targetP99Ms: SEARCH_P99_TARGET_MS,
    connections: REPORT_CONNECTIONS,
    options: (seed) => ({ method: 'GET', path: '/api/v1/search?q=onboarding%20rev', headers: sessionHeaders(seed.token) }),
  },
  {
    name: 'search.word',
    label: `GET /api/v1/search?q=budget (one word, in some 3,900 messages, meetings and clients; ${REPORT_CONNECTIONS} connections)`,
    connections: REPORT_CONNECTIONS,
    options: (seed) => ({ method: 'GET', path: '/api/v1/search?q=budget', headers: sessionHeaders(seed.token) }),
  },
  {
    // The dashboard case above reads the tallies it kept (no task changes between its requests); here a
    // task changes before each read, so the reads count the workspace's tasks again, as on a busy day.
    // It adds no task: it runs before tasks.store, on the 10,000 tasks as seeded.
    name: 'dashboard.statistics.changing',
    label: `PUT /api/v1/tasks/update (a due date), then GET /api/v1/dashboard/statistics, in turn: the 10,000 tasks counted again (${REPORT_CONNECTIONS} connections)`,
    connections: REPORT_CONNECTIONS,
    options: (seed) => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      return {
        method: 'PUT',
        path: '/api/v1/tasks/update',
        headers: json(seed.token),
        requests: [
          // 50 tasks and 7 dates: a task's next date always differs from its last one.
          readTaskUpdate(seed, (sequence) => ({ due_date: day(sequence % 7) })),
          {
            method: 'GET',
            path: '/api/v1/dashboard/statistics?time_zone=Europe%2FParis&period=this-week',
            headers: sessionHeaders(seed.token),
            body: undefined,
          },
        ],
      };
    },
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
    // Each request renames another task of the 50, so every update writes a row and an activity entry.
    options: (seed) => ({
      method: 'PUT',
      path: '/api/v1/tasks/update',
      headers: json(seed.token),
      requests: [readTaskUpdate(seed, (sequence) => ({ title: `Benchmark edit ${sequence}` }))],
    }),
  },
  {
    name: 'time.start',
    label: 'POST /api/v1/time-entries/start (each stops the running one; a member per connection)',
    options: (seed) => ({
      method: 'POST',
      path: '/api/v1/time-entries/start',
      requests: [timerRequest(seed, '/api/v1/time-entries/start', { description: 'Benchmark timer' })],
    }),
  },
  {
    name: 'time.stop',
    label: 'POST /api/v1/time-entries/start, then /stop (in turn; a member per connection)',
    options: (seed) => ({
      method: 'POST',
      path: '/api/v1/time-entries/start',
      requests: [
        timerRequest(seed, '/api/v1/time-entries/start', { description: 'Benchmark timer' }),
        timerRequest(seed, '/api/v1/time-entries/stop'),
      ],
    }),
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
    const options: autocannon.Options = {
      ...rest,
      url: `${baseUrl}${path}`,
      connections: apiCase.connections ?? timing.connections,
    };
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
      ...(apiCase.targetP99Ms !== undefined && {
        targetP99Ms: apiCase.targetP99Ms,
        metTarget: result.latency.p99 <= apiCase.targetP99Ms,
      }),
    };
    results.push(caseResult);
    const target =
      caseResult.targetP99Ms === undefined
        ? ''
        : ` (target p99 ≤ ${caseResult.targetP99Ms} ms: ${caseResult.metTarget ? 'met' : 'MISSED'})`;
    log(
      `  ${apiCase.label}: ${Math.round(rate)} req/s, p50 ${caseResult.latencyP50Ms} ms, p99 ${caseResult.latencyP99Ms} ms${target}, errors ${describeErrors(caseResult)}`,
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
