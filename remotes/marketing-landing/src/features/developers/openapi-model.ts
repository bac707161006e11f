/**
 * The OpenAPI 3.1 document of /api/openapi.json as the docs page reads it: endpoints grouped by tag,
 * with their `$ref`s resolved, and the webhook events. Pure functions, tested beside.
 */

/** A JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12), as loosely as the page reads it. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export type OpenApiDocument = {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  'x-kanri-webhook-verification'?: Record<string, unknown>;
};

export type ParameterLocation = 'path' | 'query' | 'header';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface EndpointResponse {
  status: string;
  description: string;
  schema?: JsonSchema;
  /** The shared failure envelope (`#/components/responses/…`). */
  shared: boolean;
  headers: string[];
}

export interface Endpoint {
  /** Stable anchor: `get-api-v1-projects-id`. */
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  authenticated: boolean;
  permission?: string;
  roles: string[];
  /** The API token scope the call needs; null: sessions only; undefined: public. */
  tokenScope?: string | null;
  rateLimit?: { max: number; window_seconds: number };
  parameters: Parameter[];
  requestBody?: { contentType: string; schema: JsonSchema };
  responses: EndpointResponse[];
}

export interface TagGroup {
  tag: string;
  endpoints: Endpoint[];
}

export interface WebhookEvent {
  event: string;
  description: string;
  headers: Parameter[];
  schema: JsonSchema;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node a local `$ref` (`#/components/schemas/ErrorReply`) points to; undefined when it does not resolve. */
export function resolveRef(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (isRecord(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      document as unknown,
    );
}

/** Follows `$ref`s (a few levels, against cycles) to the node itself. */
export function deref<T>(document: OpenApiDocument, node: T): T {
  let current: unknown = node;
  for (let depth = 0; depth < 8 && isRecord(current) && typeof current.$ref === 'string'; depth += 1) {
    current = resolveRef(document, current.$ref);
  }
  return (current ?? {}) as T;
}

export function endpointId(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function jsonContent(document: OpenApiDocument, content: unknown): { contentType: string; schema: JsonSchema } | undefined {
  if (!isRecord(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isRecord(media)) return undefined;
  return { contentType, schema: deref(document, (media.schema ?? {}) as JsonSchema) };
}

function readParameters(document: OpenApiDocument, list: unknown): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const parameter = deref(document, raw as Json);
    const location = parameter.in;
    if (typeof parameter.name !== 'string' || (location !== 'path' && location !== 'query' && location !== 'header')) return [];
    return [
      {
        name: parameter.name,
        in: location,
        required: parameter.required === true || location === 'path',
        description: typeof parameter.description === 'string' ? parameter.description : undefined,
        schema: deref(document, (parameter.schema ?? {}) as JsonSchema),
      },
    ];
  });
}

function readResponses(document: OpenApiDocument, responses: unknown): EndpointResponse[] {
  if (!isRecord(responses)) return [];
  return Object.entries(responses)
    .map(([status, raw]) => {
      const shared = isRecord(raw) && typeof raw.$ref === 'string';
      const response = deref(document, raw as Json);
      return {
        status,
        description: typeof response.description === 'string' ? response.description : '',
        schema: jsonContent(document, response.content)?.schema,
        shared,
        headers: isRecord(response.headers) ? Object.keys(response.headers) : [],
      };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
}

function readOperation(document: OpenApiDocument, method: string, path: string, operation: Json): Endpoint {
  const tags = Array.isArray(operation.tags) ? (operation.tags as string[]) : [];
  const scope = operation['x-kanri-token-scope'];
  const rateLimit = operation['x-kanri-rate-limit'];
  return {
    id: endpointId(method, path),
    method: method.toUpperCase(),
    path,
    tag: tags[0] ?? 'other',
    summary: typeof operation.summary === 'string' ? operation.summary : '',
    description: typeof operation.description === 'string' ? operation.description : undefined,
    authenticated: operation['x-kanri-auth'] === 'bearer' || Array.isArray(operation.security),
    permission: typeof operation['x-kanri-permission'] === 'string' ? operation['x-kanri-permission'] : undefined,
    roles: Array.isArray(operation['x-kanri-roles']) ? (operation['x-kanri-roles'] as string[]) : [],
    tokenScope: typeof scope === 'string' || scope === null ? scope : undefined,
    rateLimit: isRecord(rateLimit) ? (rateLimit as Endpoint['rateLimit']) : undefined,
    parameters: readParameters(document, operation.parameters),
    requestBody: isRecord(operation.requestBody)
      ? jsonContent(document, deref(document, operation.requestBody).content)
      : undefined,
    responses: readResponses(document, operation.responses),
  };
}

/** The document's endpoints, grouped by tag in the document's tag order (then by first appearance). */
export function endpointGroups(document: OpenApiDocument): TagGroup[] {
  const groups = new Map<string, Endpoint[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const endpoint = readOperation(document, method, path, operation);
      const group = groups.get(endpoint.tag) ?? [];
      group.push(endpoint);
      groups.set(endpoint.tag, group);
    }
  }
  return [...groups].filter(([, endpoints]) => endpoints.length > 0).map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** Whether an endpoint matches every word of a filter (method, path, summary, tag; any case). */
export function matchesFilter(endpoint: Endpoint, filter: string): boolean {
  const haystack =
    `${endpoint.method} ${endpoint.path} ${endpoint.summary} ${endpoint.tag} ${endpoint.permission ?? ''}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function filterGroups(groups: TagGroup[], filter: string): TagGroup[] {
  if (!filter.trim()) return groups;
  return groups
    .map((group) => ({ tag: group.tag, endpoints: group.endpoints.filter((endpoint) => matchesFilter(endpoint, filter)) }))
    .filter((group) => group.endpoints.length > 0);
}

/** The `webhooks` of the document: one entry per event, its delivery headers and body schema. */
export function webhookEvents(document: OpenApiDocument): WebhookEvent[] {
  return Object.entries(document.webhooks ?? {}).flatMap(([event, item]) => {
    const operation = item.post;
    if (!isRecord(operation)) return [];
    const body = isRecord(operation.requestBody)
      ? jsonContent(document, deref(document, operation.requestBody).content)
      : undefined;
    return [
      {
        event,
        description: typeof operation.description === 'string' ? operation.description : '',
        headers: readParameters(document, operation.parameters),
        schema: body?.schema ?? {},
      },
    ];
  });
}

/** A number from the document's webhook verification facts (`replay-window-seconds`…). */
export function verificationFact(document: OpenApiDocument, key: string): number | string | undefined {
  const value = document['x-kanri-webhook-verification']?.[key];
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}
