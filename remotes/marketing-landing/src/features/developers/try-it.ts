import type { ExchangeRequest, ExchangeResult } from '@kanri/api-client/exchange';
import type { Endpoint } from './openapi-model';
import { DEVELOPERS_TEXTS as T } from './texts';

/** What the "Try it" form holds for one endpoint. */
export interface TryItInput {
  token: string;
  workspaceId: string;
  /** Path and query parameter values by name (empty: not sent). */
  values: Record<string, string>;
  body: string;
}

export type BuiltRequest = { ok: true; request: ExchangeRequest } | { ok: false; problems: string[] };

/** The reply headers the page shows. */
export const HEADERS_OF_INTEREST = [
  'content-type',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'content-disposition',
] as const;

/**
 * The request "Send" makes: the endpoint's path with its parameters filled in, the query string, the
 * pasted token as `Authorization: Bearer …`, the workspace header and the JSON body. Problems (a
 * missing path parameter, a malformed body or workspace id) come back instead of a request.
 */
export function buildTryItRequest(endpoint: Endpoint, input: TryItInput): BuiltRequest {
  const problems: string[] = [];
  let path = endpoint.path;
  const query = new URLSearchParams();
  for (const parameter of endpoint.parameters) {
    const value = (input.values[parameter.name] ?? '').trim();
    if (parameter.in === 'path') {
      if (!value) problems.push(T.tryIt.missingParameter(parameter.name));
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    } else if (parameter.in === 'query') {
      if (value) query.append(parameter.name, value);
      else if (parameter.required) problems.push(T.tryIt.missingParameter(parameter.name));
    }
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = input.token.trim();
  if (token) headers.Authorization = `Bearer ${token}`;
  const workspaceId = input.workspaceId.trim();
  if (workspaceId) {
    if (/^\d{1,10}$/.test(workspaceId)) headers.workspace_id = workspaceId;
    else problems.push(T.tryIt.badWorkspace);
  }
  let body: string | undefined;
  if (endpoint.requestBody) {
    if (endpoint.requestBody.contentType !== 'application/json') {
      problems.push(T.tryIt.multipart);
    } else {
      try {
        body = JSON.stringify(JSON.parse(input.body || 'null'));
        headers['Content-Type'] = 'application/json';
      } catch (error) {
        problems.push(T.tryIt.badJson((error as Error).message));
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const search = query.toString();
  return { ok: true, request: { method: endpoint.method, url: search ? `${path}?${search}` : path, headers, body } };
}

/** The reply as the page shows it: JSON pretty-printed, anything else as it came. */
export function prettyBody(result: Pick<ExchangeResult, 'body' | 'headers'>): string {
  if (!result.body) return '';
  try {
    return JSON.stringify(JSON.parse(result.body), null, 2);
  } catch {
    const type = result.headers['content-type'] ?? '';
    return /json|text|csv|calendar/.test(type) || type === '' ? result.body : T.tryIt.binaryBody(type, result.body.length);
  }
}

/** The headers of interest present in a reply, in a fixed order. */
export function headersOfInterest(headers: Record<string, string>): [string, string][] {
  return HEADERS_OF_INTEREST.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]!]);
}

/** The same call as a curl command (token as an environment variable, never the pasted one). */
export function curlCommand(endpoint: Endpoint, origin: string, exampleBody: string | undefined): string {
  const lines = [`curl -X ${endpoint.method} '${origin}${endpoint.path}'`];
  if (endpoint.authenticated) lines.push(`  -H "Authorization: Bearer $KANRI_TOKEN"`, `  -H 'workspace_id: 1'`);
  if (endpoint.requestBody?.contentType === 'application/json' && exampleBody !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d '${exampleBody.replace(/\s*\n\s*/g, ' ').replace(/'/g, "'\\''")}'`);
  } else if (endpoint.requestBody) {
    lines.push(`  -F 'file=@./file.pdf'`);
  }
  return lines.join(' \\\n');
}
