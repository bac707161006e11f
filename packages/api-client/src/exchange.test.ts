import { exchange, ExchangeError, isSameOriginPath } from './exchange';
import { NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from './messages';
import { AUTH_TOKEN_KEY } from './storage';

type FetchArgs = Parameters<typeof fetch>;

function fakeResponse(status: number, body: string, headers: Record<string, string> = {}, statusText = '') {
  return {
    ok: status < 300,
    status,
    statusText,
    headers: new Map(Object.entries(headers)),
    text: async () => body,
  } as unknown as Response;
}

describe('exchange (the API docs page’s raw calls)', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.useRealTimers();
  });

  it('sends exactly the given method, headers and body, without the session’s token, and returns the reply as it came', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'session-token');
    const fetchMock = jest.fn(async (..._args: FetchArgs) =>
      fakeResponse(429, '{"error":true}', { 'Retry-After': '30', 'Content-Type': 'application/json' }, 'Too Many Requests'),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const result = await exchange({
      method: 'POST',
      url: '/api/v1/projects/store',
      headers: { Authorization: 'Bearer kanri_pat_x' },
      body: '{}',
    });

    expect(result).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'retry-after': '30', 'content-type': 'application/json' },
      body: '{"error":true}',
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/projects/store');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer kanri_pat_x' },
      body: '{}',
      credentials: 'omit',
    });
  });

  it('refuses anything but a path on this origin', async () => {
    expect(isSameOriginPath('/api/v1/projects')).toBe(true);
    expect(isSameOriginPath('//evil.test/api')).toBe(false);
    expect(isSameOriginPath('https://evil.test/api')).toBe(false);
    await expect(exchange({ method: 'GET', url: 'https://evil.test/' })).rejects.toThrow(TypeError);
  });

  it('reports an unreachable server and a time-out with the client’s messages', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(exchange({ method: 'GET', url: '/api/openapi.json' })).rejects.toEqual(
      new ExchangeError(NETWORK_ERROR_MESSAGE, 'network'),
    );

    globalThis.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ) as unknown as typeof fetch;
    const failure = exchange({ method: 'GET', url: '/api/openapi.json', timeoutMs: 10 });
    await expect(failure).rejects.toMatchObject({ message: REQUEST_TIMEOUT_MESSAGE, kind: 'timeout' });
  });
});
