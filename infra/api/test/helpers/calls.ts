import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authHeaders } from './accounts.js';

/**
 * Requests to the API as a signed-in caller, the one way the route tests call it:
 *
 *   const call = caller(() => testApp.app, () => admin);   // in the describe body
 *   await call('GET', '/tasks');                            // as admin, default workspace
 *   await call('PUT', '/tasks/update', { id }, members.member.token, studio);
 *   const task = dataOf(await call('POST', '/tasks/store', { project_id }), 201);
 *   await injectAs(testApp.app, admin, { headers: { host: 'attacker.example' } })('POST', '/users/store', body);
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = InjectOptions['payload'];
export type Call = (method: Method, url: string, payload?: Payload) => Promise<LightMyRequestResponse>;

export interface CallOptions {
  /** The `workspace_id` header; without it the caller works in their default workspace. */
  workspaceId?: number | string;
  /** More headers, sent after (and so over) the auth ones. */
  headers?: Record<string, string>;
}

/**
 * `call(method, url, payload?)` as the owner of `token`: injects `method /api/v1${url}` with the
 * bearer header, `workspace_id` when given, then `headers`; a payload only when there is one.
 */
export function injectAs(app: FastifyInstance, token: string, { workspaceId, headers }: CallOptions = {}): Call {
  return (method, url, payload) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...authHeaders(token, workspaceId), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

/**
 * A test file's `call(method, url, payload?, token = defaultToken(), workspaceId?)`, through
 * `injectAs`. `app` and `defaultToken` are read at each call, so it can be declared in the describe
 * body before `beforeAll` starts the app and seeds the members.
 */
export function caller(app: () => FastifyInstance, defaultToken: () => string) {
  return (method: Method, url: string, payload?: Payload, token: string = defaultToken(), workspaceId?: number | string) =>
    injectAs(app(), token, { workspaceId })(method, url, payload);
}

/**
 * The reply's `data` once its status is `status` (e.g. 201 after a store); any other status throws
 * with the request, status and body, failing the test that needed the data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `response.json()`: the tests read what they expect.
export function dataOf(response: LightMyRequestResponse, status = 200): any {
  if (response.statusCode !== status) {
    const { method, url } = response.raw.req;
    throw new Error(`${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
  return response.json().data;
}
