import { CLIENT_ID_HEADER } from '@kanri/contracts';
import { API_CLIENT_ID, apiCall, apiRequest, ApiError, configureApiClient } from './http';
import { INVALID_JSON_MESSAGE, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from './messages';
import { AUTH_TOKEN_KEY, workspaceStorage } from './storage';

type FetchArgs = Parameters<typeof fetch>;

/** The part of a fetch Response the client reads (jsdom has no Response class). */
function fakeResponse(status: number, body: string, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => body } as Response;
}

function respond(status: number, body: string, statusText = '') {
  return jest.fn(async (..._args: FetchArgs) => fakeResponse(status, body, statusText));
}

describe('apiRequest (spec §7–§9)', () => {
  beforeEach(() => localStorage.clear());

  it('sends JSON headers, the workspace header and the bearer token to /api/v1', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    workspaceStorage.set(7);
    const fetchMock = respond(200, JSON.stringify({ error: false, message: 'ok', data: { id: 1 } }));
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch });

    const result = await apiRequest('/things', { method: 'POST', body: { a: 1 } });

    expect(result).toEqual({ success: true, data: { id: 1 }, message: 'ok', status: 200 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      workspace_id: '7',
      [CLIENT_ID_HEADER]: API_CLIENT_ID,
      Authorization: 'Bearer tok-123',
    });
    expect(API_CLIENT_ID).toMatch(/^[0-9a-f]{24}$/);
    expect(init?.body).toBe('{"a":1}');
  });

  it('defaults the workspace header to 1 and omits the token when asked', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123');
    const fetchMock = respond(200, '{"roles":[]}');
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
    const result = await apiRequest('/roles', { auth: false });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({
      Accept: 'application/json',
      workspace_id: '1',
      [CLIENT_ID_HEADER]: API_CLIENT_ID,
    });
    // A body without `data` is the data itself (auth replies).
    expect(result).toMatchObject({ success: true, data: { roles: [] } });
  });

  it('uses the body message of a failed reply, with its field errors', async () => {
    configureApiClient({
      fetch: respond(
        422,
        JSON.stringify({ error: true, message: 'The given data was invalid.', errors: { email: ['Taken'] } }),
      ) as unknown as typeof fetch,
    });
    expect(await apiRequest('/register', { method: 'POST', body: {} })).toEqual({
      success: false,
      message: 'The given data was invalid.',
      errors: { email: ['Taken'] },
      status: 422,
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' without a body message", async () => {
    configureApiClient({ fetch: respond(503, '<html>down</html>', 'Service Unavailable') as unknown as typeof fetch });
    expect(await apiRequest('/x')).toMatchObject({ success: false, message: 'HTTP 503: Service Unavailable' });
  });

  it('reports invalid JSON on success', async () => {
    configureApiClient({ fetch: respond(200, 'not json') as unknown as typeof fetch });
    expect(await apiRequest('/x')).toMatchObject({ success: false, message: INVALID_JSON_MESSAGE });
    expect(INVALID_JSON_MESSAGE).toBe('Invalid JSON response from server');
  });

  it('reports a network failure with the multi-line connectivity message', async () => {
    configureApiClient({
      fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
    });
    const result = await apiRequest('/x');
    expect(result).toMatchObject({ success: false, message: NETWORK_ERROR_MESSAGE, status: 0 });
    expect(NETWORK_ERROR_MESSAGE.split('\n').length).toBeGreaterThan(2);
    expect(NETWORK_ERROR_MESSAGE).toMatch(/CORS/);
  });

  it('times out after 15 s', async () => {
    jest.useFakeTimers();
    const hanging = jest.fn(
      (_url: FetchArgs[0], init?: FetchArgs[1]) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    configureApiClient({ fetch: hanging as unknown as typeof fetch });
    const pending = apiRequest('/slow');
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(hanging).toHaveBeenCalledTimes(1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ success: false, message: REQUEST_TIMEOUT_MESSAGE });
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request timeout - server not responding in time');
    jest.useRealTimers();
  });

  it('apiCall throws an ApiError carrying status and field errors', async () => {
    configureApiClient({ fetch: respond(403, JSON.stringify({ error: true, message: 'Forbidden' })) as unknown as typeof fetch });
    await expect(apiCall('/x')).rejects.toEqual(new ApiError('Forbidden', 403));
  });

  it('calls onUnauthorized on a 401 when a token was sent', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const onUnauthorized = jest.fn();
    configureApiClient({
      fetch: respond(401, '{"error":true,"message":"Unauthenticated."}') as unknown as typeof fetch,
      onUnauthorized,
    });
    await apiRequest('/user');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    configureApiClient({ onUnauthorized: undefined });
  });
});
