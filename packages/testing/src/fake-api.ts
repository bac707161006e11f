import { configureApiClient } from '@kanri/api-client';
import { formatViolations, replyProblem, requestProblems, type ContractViolation } from './contract-check';
import { matchRoute, successStatus, type MatchedRoute } from './routes';

/** A recorded call to the fake API. */
export interface ApiCall {
  method: string;
  /** The path after `/api/v1`, without the query. */
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, or what was sent as is (a FormData upload); undefined without one. */
  body: unknown;
  /** The request headers, names in lower case (e.g. `workspace_id`, `authorization`). */
  headers: Record<string, string>;
  /** The contract route the call matched (`'GET /projects/:id'`), if the API has it. */
  route?: string;
  /** That route's path parameters (`{ id: '1' }`). */
  params: Record<string, string>;
}

export type Handler = (call: ApiCall) => unknown | Promise<unknown>;

/** A reply other than the route's success `{ error: false, message: 'OK', data }`: any status, the whole body. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export interface FakeApiOptions {
  /**
   * Routes (`'POST /auth/social/apple'` as called, or `'POST /auth/social/:provider'` as in the
   * contract) whose requests and replies are not checked against the contract: for a test that
   * sends what the real API never does on purpose (say why next to it).
   */
  unchecked?: string[];
}

// Violations wait here until the running test ends; then it fails with them (see the hook below).
const pending: ContractViolation[] = [];
// Routes the running test leaves out of the checks (skipContractCheck), with the reason.
const skipped = new Map<string, string>();

if (typeof afterEach === 'function') {
  afterEach(() => {
    skipped.clear();
    if (pending.length > 0) throw new Error(formatViolations(pending.splice(0)));
  });
}

/**
 * Leaves `route` (`'GET /tasks'` as called, or the contract's `'GET /projects/:id'`) out of the
 * contract checks of every fake until the running test ends: for a test that sends what the API
 * does not (yet) on purpose. Say why: the reason is the list of what to fix once the API has it.
 */
export function skipContractCheck(route: string, reason: string) {
  skipped.set(route, reason);
}

const isSkipped = (key: string, route: MatchedRoute, unchecked: string[]) =>
  [key, route.key].some((name) => unchecked.includes(name) || skipped.has(name));

function json(body: unknown, status = 200) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * A fake `/api/v1` for component tests, installed as api-client's fetch. Handlers are keyed by the
 * route as called, `'GET /projects'`, `'GET /projects/1'` (the path without the query), or as the
 * contract names it, `'GET /projects/:id'`; they return the `data` of the route's success reply
 * (`{ error: false, message: 'OK', data }` with 200, or 201 for creations), or a `Reply` for any other
 * status and body. Routes without a handler answer the API's 404 (`Route GET /api/v1/x not found`);
 * a handler that throws answers 500. Every call is recorded in `calls`.
 *
 * For the routes of the contracts (`API_ROUTES`), the fake checks each request (path parameters,
 * query, JSON body) and each reply (the success schema exactly, the error envelope for failures)
 * and fails the test at its end with every mismatch. A request the contract refuses is fine when
 * the handler answers it with 422, as the API would.
 */
export function fakeApi(handlers: Record<string, Handler>, { unchecked = [] }: FakeApiOptions = {}) {
  const calls: ApiCall[] = [];
  const violations: ContractViolation[] = [];
  const report = (request: string, route: MatchedRoute, problem: string) => {
    const violation = { request, route: route.key, problem };
    violations.push(violation);
    pending.push(violation);
  };

  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined);
    // A JSON body or none is checked; an upload (FormData) is not JSON.
    const isJson = raw === undefined || raw === null || typeof raw === 'string';
    const key = `${method} ${path}`;
    const route = matchRoute(method, path);
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: headersOf(init),
      route: route?.key,
      params: route?.params ?? {},
    };
    calls.push(call);

    const handler = handlers[key] ?? (route ? handlers[route.key] : undefined);
    // The API's own 404 (api-client's social sign-in tells a missing route by its wording).
    if (!handler) return json({ error: true, message: `Route ${method} ${url.pathname} not found` }, 404);
    let status: number;
    let replyBody: unknown;
    try {
      const result = await handler(call);
      if (result instanceof Reply) {
        status = result.status;
        replyBody = result.body;
      } else {
        status = successStatus(route?.contract, method);
        replyBody = { error: false, message: 'OK', data: result };
      }
    } catch (error) {
      return json({ error: true, message: error instanceof Error ? error.message : 'failed' }, 500);
    }

    if (route && !isSkipped(key, route, unchecked)) {
      // A request the contract refuses gets a 422 from the API: a handler answering 422 agrees.
      if (status !== 422) {
        for (const problem of requestProblems(route, { query: url.searchParams, body, isJson })) report(key, route, problem);
      }
      const problem = replyProblem(route, status, replyBody);
      if (problem) report(key, route, problem);
    }
    return json(replyBody, status);
  });

  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return {
    calls,
    fetchMock,
    /** The calls to `METHOD /path` (as called, or the contract's route like `'GET /projects/:id'`). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key || call.route === key),
    /** The contract violations of this fake so far (each also fails the running test at its end). */
    violations,
    /**
     * Takes this fake's violations so the test does not fail with them: for tests that expect one.
     * Returns them.
     */
    takeViolations(): ContractViolation[] {
      const taken = violations.splice(0);
      for (const violation of taken) {
        const index = pending.indexOf(violation);
        if (index !== -1) pending.splice(index, 1);
      }
      return taken;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
