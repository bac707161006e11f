import type { FieldErrors } from '@kanri/contracts';
import { CLIENT_ID_HEADER } from '@kanri/contracts/constants';
import {
  httpStatusMessage,
  INVALID_JSON_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_MS,
} from './messages';
import { authStorage, workspaceStorage } from './storage';

export const API_BASE_PATH = '/api/v1';

function randomClientId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This page load's id, sent as CLIENT_ID_HEADER so live events caused by this tab can be told apart. */
export const API_CLIENT_ID = randomClientId();

/** Outcome of a call (ARCHITECTURE §5): `{ success, data, message }` or `{ message, errors }`. */
export type ApiResult<T> =
  | { success: true; data: T; message: string; status: number }
  | { success: false; message: string; errors?: FieldErrors; status: number };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (default true). */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface ClientConfig {
  baseUrl: string;
  fetch: typeof fetch;
  onUnauthorized?: () => void;
}

const config: ClientConfig = {
  baseUrl: API_BASE_PATH,
  fetch: (...args) => globalThis.fetch(...args),
};

/** The API base the calls go to (relative to the page unless configured absolute). */
export const apiBaseUrl = () => config.baseUrl;

/** Set once by the shell (or a test). */
export function configureApiClient(overrides: Partial<ClientConfig>) {
  Object.assign(config, overrides);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One HTTP call with the spec's semantics (§7–§9): JSON in and out, `workspace_id` header, bearer
 * token, 15 s time-out, error messages of §8. Never throws: failures come back as `success: false`.
 * Endpoints use `apiCall` (below), which throws them as ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, auth = true, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    workspace_id: String(workspaceStorage.get()),
    [CLIENT_ID_HEADER]: API_CLIENT_ID,
  };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? authStorage.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  let response: Response;
  try {
    response = await config.fetch(`${config.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    return { success: false, message: timedOut ? REQUEST_TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE, status: 0 };
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    clearTimeout(timer);
    return { success: false, message: timedOut ? REQUEST_TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE, status: 0 };
  }
  clearTimeout(timer);

  let parsed: unknown = undefined;
  let parseFailed = false;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parseFailed = true;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && token) config.onUnauthorized?.();
    const message =
      isRecord(parsed) && typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : httpStatusMessage(response.status, response.statusText);
    const errors = isRecord(parsed) && isRecord(parsed.errors) ? (parsed.errors as FieldErrors) : undefined;
    return { success: false, message, errors, status: response.status };
  }

  if (parseFailed) return { success: false, message: INVALID_JSON_MESSAGE, status: response.status };

  // Data replies carry `data`; others (auth replies) are the whole body.
  const data = (isRecord(parsed) && 'data' in parsed ? parsed.data : parsed) as T;
  const message = isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : '';
  return { success: true, data, message, status: response.status };
}

/** The same call for TanStack Query and mutations: resolves to the data or throws an ApiError. */
export async function apiCall<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
  const result = await apiRequest<T>(path, options);
  if (!result.success) throw new ApiError(result.message, result.status, result.errors);
  return result.data;
}

/**
 * `apiCall` for a call whose success message is itself the answer to show (a confirmation):
 * resolves to the data and that message, or throws an ApiError.
 */
export async function apiCallWithMessage<T = unknown>(
  path: string,
  options?: RequestOptions,
): Promise<{ data: T; message: string }> {
  const result = await apiRequest<T>(path, options);
  if (!result.success) throw new ApiError(result.message, result.status, result.errors);
  return { data: result.data, message: result.message };
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred). */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GET a file with the bearer token and workspace header (a plain link cannot send them). Throws an
 * ApiError with the server's message when the reply is not OK.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'timeoutMs' | 'signal'> = {},
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { workspace_id: String(workspaceStorage.get()) };
  const token = authStorage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? 120_000);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    let response: Response;
    try {
      response = await config.fetch(`${config.baseUrl}${path}`, { headers, signal: controller.signal });
    } catch {
      throw new ApiError(timedOut ? REQUEST_TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE, 0);
    }
    if (!response.ok) {
      if (response.status === 401 && token) config.onUnauthorized?.();
      let message = httpStatusMessage(response.status, response.statusText);
      try {
        const parsed: unknown = JSON.parse(await response.text());
        if (isRecord(parsed) && typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      } catch {
        // not JSON: keep the status message
      }
      throw new ApiError(message, response.status);
    }
    const blob = await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } finally {
    clearTimeout(timer);
  }
}
