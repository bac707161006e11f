import { NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MS } from './messages';

/**
 * `@kanri/api-client/exchange`: one raw HTTP exchange with the API, for the public API docs page
 * (its "Try it" and its load of /api/openapi.json). Unlike `apiRequest` it sends exactly the headers
 * it is given (the caller's own `Authorization`, never the session's), and returns the status,
 * headers and body text as they came, with the time taken. Same origin only. A subpath entry, not
 * re-exported by the main one: it is bundled into the page that uses it, not loaded by every page.
 */
export interface ExchangeRequest {
  method: string;
  /** A path on this origin (`/api/v1/projects?page=2`). */
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ExchangeResult {
  status: number;
  statusText: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  durationMs: number;
}

/** No reply at all: the server is unreachable, or did not answer in time. */
export class ExchangeError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'ExchangeError';
  }
}

/** Whether a URL is a path on this origin (not `//host/…` nor `https://…`). */
export function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export async function exchange(request: ExchangeRequest): Promise<ExchangeResult> {
  if (!isSameOriginPath(request.url)) throw new TypeError(`Only paths on this origin can be called: ${request.url}`);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs ?? REQUEST_TIMEOUT_MS);
  request.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const started = performance.now();
  try {
    const response = await globalThis.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      // Only the headers given authenticate the call.
      credentials: 'omit',
    });
    const body = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    return {
      status: response.status,
      statusText: response.statusText,
      headers,
      body,
      durationMs: Math.round(performance.now() - started),
    };
  } catch {
    throw timedOut ? new ExchangeError(REQUEST_TIMEOUT_MESSAGE, 'timeout') : new ExchangeError(NETWORK_ERROR_MESSAGE, 'network');
  } finally {
    clearTimeout(timer);
  }
}
