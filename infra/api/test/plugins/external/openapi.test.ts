import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_EVENT_PAYLOAD_SCHEMAS, WEBHOOK_EVENTS } from '@kanri/contracts/webhooks';
import { tagFromUrl } from '../../../src/plugins/external/openapi-reference.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

interface RegisteredRoute {
  method: string;
  url: string;
  permission: string | undefined;
  rateLimited: boolean;
  hidden: boolean;
}

// The document is walked freely in assertions: a checked type per node would only repeat the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** `/api/v1/tasks/:id` → `/api/v1/tasks/{id}`, as the document names paths. */
const documentPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Every `$ref` of the document, with where it is. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ at, ref: child }] : refsOf(child, `${at}/${key}`),
  );
}

function resolve(document: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

describe('OpenAPI document and docs page', () => {
  let testApp: TestApp;
  const routes: RegisteredRoute[] = [];
  beforeAll(async () => {
    testApp = await startTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route) => {
          if (!route.url.startsWith('/api/v1/') || (route as { websocket?: boolean }).websocket) return;
          const config = route.config as { permission?: string; rateLimit?: unknown } | undefined;
          for (const method of [route.method].flat().filter((method) => method !== 'HEAD')) {
            routes.push({
              method: method.toLowerCase(),
              url: route.url,
              permission: config?.permission,
              rateLimited: config?.rateLimit !== undefined,
              hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
            });
          }
        }),
    });
  });
  afterAll(() => testApp?.close());

  const openApiDocument = async (): Promise<Json> =>
    (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  it('serves the OpenAPI document generated from the zod schemas at /api/openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Kanri API', version: '0.1.0' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/roles',
        '/api/v1/login',
        '/api/v1/register',
        '/api/v1/user',
        '/api/v1/users/store',
        '/api/v1/auth/social/{provider}',
        '/api/v1/invitations/{token}',
        '/api/v1/settings/update',
        '/api/v1/statuses',
        '/api/v1/status/store',
        '/api/v1/status/update',
        '/api/v1/status/destroy',
        '/api/v1/priorities',
        '/api/v1/priority/store',
        '/api/v1/priority/update',
        '/api/v1/priority/destroy',
        '/api/v1/projects',
        '/api/v1/projects/{id}',
        '/api/v1/projects/store',
        '/api/v1/projects/update',
        '/api/v1/projects/destroy',
        '/api/v1/projects/{id}/layout',
        '/api/v1/tasks',
        '/api/v1/tasks/{id}',
        '/api/v1/tasks/store',
        '/api/v1/tasks/update',
        '/api/v1/tasks/destroy',
        '/api/v1/tasks/reorder',
        '/api/v1/tasks/{id}/activity',
        '/api/v1/tasks/{id}/comments',
        '/api/v1/tasks/get-media',
        '/api/v1/tasks/upload-media',
        '/api/v1/tasks/media/{id}/download',
        '/api/v1/tasks/media/destroy',
        '/api/v1/custom-fields',
        '/api/v1/custom-fields/store',
        '/api/v1/custom-fields/update',
        '/api/v1/custom-fields/destroy',
        '/api/v1/custom-fields/copy',
        '/api/v1/tags',
        '/api/v1/tags/store',
        '/api/v1/chat/conversations',
        '/api/v1/chat/channels/browse',
        '/api/v1/chat/conversations/store',
        '/api/v1/chat/conversations/update',
        '/api/v1/chat/conversations/archive',
        '/api/v1/chat/conversations/settings',
        '/api/v1/chat/conversations/join',
        '/api/v1/chat/conversations/leave',
        '/api/v1/chat/conversations/{id}/members',
        '/api/v1/chat/conversations/members',
        '/api/v1/chat/conversations/{id}/messages',
        '/api/v1/chat/messages/{id}/thread',
        '/api/v1/chat/messages/since',
        '/api/v1/chat/messages/store',
        '/api/v1/chat/messages/update',
        '/api/v1/chat/messages/destroy/{id}',
        '/api/v1/chat/messages/react',
        '/api/v1/chat/conversations/read',
        '/api/v1/chat/attachments',
        '/api/v1/chat/attachments/{id}/download',
        '/api/v1/chat/search',
        '/api/v1/chat/status',
      ]),
    );
    expect(Object.keys(document.paths['/api/v1/chat/messages/react']).sort()).toEqual(['delete', 'post']);
    expect(document.paths['/api/v1/chat/conversations'].get.tags).toEqual(['chat']);
    expect(document.paths['/api/v1/tasks'].get.tags).toEqual(['tasks']);
    expect(document.paths['/api/v1/projects/store'].post.tags).toEqual(['projects']);
    expect(document.paths['/api/v1/custom-fields/copy'].post.tags).toEqual(['custom fields']);
    const taskQuery = document.paths['/api/v1/tasks'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(taskQuery).toEqual(
      expect.arrayContaining(['project_id', 'status_id', 'assignee_id', 'search', 'page', 'per_page', 'cursor']),
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/user'].get.security).toEqual([{ bearerAuth: [] }]);
    const roles = document.paths['/api/v1/roles'].get.responses['200'].content['application/json'].schema;
    expect(roles.properties.data.items.properties.slug.enum).toEqual(['admin', 'manager', 'developer', 'designer', 'member']);
  });

  it('leaves its own and the docs routes out of the document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });

  it('serves the docs page at /api/docs with its assets under the /api prefix', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('href="/api/docs/static/swagger-ui.css"');

    const asset = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('lists every registered /api/v1 route under its path and method, with a tag', async () => {
    const document = await openApiDocument();

    const visible = routes.filter((route) => !route.hidden);
    expect(visible.length).toBeGreaterThan(150);
    const missing = visible.filter((route) => !document.paths[documentPath(route.url)]?.[route.method]);
    expect(missing).toEqual([]);
    for (const route of visible) {
      const operation = document.paths[documentPath(route.url)][route.method];
      expect({ route: route.url, tags: operation.tags }).toEqual({ route: route.url, tags: [expect.any(String)] });
    }
    const documented = Object.values(document.paths as Record<string, Json>).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    expect(documented).toBe(visible.length);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['projects', 'tasks', 'time', 'chat']),
    );
  });

  it('gives every authenticated route the failure envelope as its 401, 403 and 422 replies, and the workspace_id header', async () => {
    const document = await openApiDocument();

    const authenticated = routes.filter((route) => !route.hidden && route.permission !== undefined);
    expect(authenticated.length).toBeGreaterThan(120);
    for (const route of authenticated) {
      const operation = document.paths[documentPath(route.url)][route.method];
      expect({ route: route.url, security: operation.security }).toEqual({ route: route.url, security: [{ bearerAuth: [] }] });
      expect({ route: route.url, replies: operation.responses }).toMatchObject({
        route: route.url,
        replies: {
          401: { $ref: '#/components/responses/Unauthenticated' },
          403: { $ref: '#/components/responses/Forbidden' },
          422: { $ref: '#/components/responses/ValidationFailed' },
        },
      });
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/WorkspaceId' });
    }
    // Public routes have no 401/403.
    expect(document.paths['/api/v1/health'].get.responses['401']).toBeUndefined();
    expect(document.paths['/api/v1/health'].get['x-kanri-auth']).toBe('none');

    expect(document.components.schemas.ErrorReply).toMatchObject({
      type: 'object',
      required: ['error', 'message'],
      properties: { error: { const: true }, message: { type: 'string' }, errors: { type: 'object' } },
    });
    expect(document.components.responses.ValidationFailed.content['application/json']).toMatchObject({
      schema: { $ref: '#/components/schemas/ErrorReply' },
      example: { error: true, message: 'The given data was invalid.' },
    });
    expect(document.components.parameters.WorkspaceId).toMatchObject({ name: 'workspace_id', in: 'header', required: false });
  });

  it('answers 404 where ids are taken and 429 where the route or the API token is rate limited', async () => {
    const document = await openApiDocument();

    expect(document.paths['/api/v1/projects/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(document.paths['/api/v1/projects/update'].put.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(document.paths['/api/v1/projects'].get.responses['404']).toBeUndefined();
    for (const route of routes.filter((route) => route.rateLimited && !route.hidden)) {
      expect({ route: route.url, 429: document.paths[documentPath(route.url)][route.method].responses['429'] }).toEqual({
        route: route.url,
        429: { $ref: '#/components/responses/TooManyRequests' },
      });
    }
    expect(document.paths['/api/v1/login'].post['x-kanri-rate-limit']).toEqual({ max: 10_000, window_seconds: 60 });
    expect(document.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(document.paths['/api/v1/projects'].get.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });

  it("names each route's permission, the roles it allows and the API token scope it needs", async () => {
    const document = await openApiDocument();

    expect(document.paths['/api/v1/projects'].get).toMatchObject({
      'x-kanri-auth': 'bearer',
      'x-kanri-permission': 'projects.list',
      'x-kanri-roles': ['admin', 'manager', 'developer', 'designer', 'member'],
      'x-kanri-token-scope': 'projects:read',
    });
    expect(document.paths['/api/v1/projects/store'].post).toMatchObject({
      'x-kanri-permission': 'projects.create',
      'x-kanri-roles': ['admin', 'manager'],
      'x-kanri-token-scope': 'projects:write',
    });
    expect(document.paths['/api/v1/time-entries/stop'].post['x-kanri-token-scope']).toBe('time:write');
    // Sessions only: settings, and routes that only sign the caller in.
    expect(document.paths['/api/v1/settings/update'].put['x-kanri-token-scope']).toBeNull();
    expect(document.paths['/api/v1/profile'].get).toMatchObject({ 'x-kanri-auth': 'bearer', 'x-kanri-token-scope': null });
    expect(document.components.securitySchemes.bearerAuth.description).toContain('Authorization: Bearer kanri_pat_');
    expect(document.components.securitySchemes.bearerAuth.description).toContain('workspace_id');
  });

  it('describes every webhook event with its envelope and payload schema, and how deliveries are signed', async () => {
    const document = await openApiDocument();

    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_DELIVERY_EVENTS]);
    expect(WEBHOOK_EVENTS.every((event) => event in document.webhooks)).toBe(true);
    for (const event of WEBHOOK_DELIVERY_EVENTS) {
      const operation = document.webhooks[event].post;
      const body = operation.requestBody.content['application/json'].schema;
      expect({ event, required: body.required }).toEqual({
        event,
        required: expect.arrayContaining(['id', 'event', 'created_at', 'workspace_id', 'data']),
      });
      expect(body.properties.event.const).toBe(event);
      const payloadFields = Object.keys(WEBHOOK_EVENT_PAYLOAD_SCHEMAS[event].shape);
      expect(Object.keys(body.properties.data.properties)).toEqual(payloadFields);
      expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
        'X-Kanri-Signature',
        'X-Kanri-Event',
        'X-Kanri-Delivery',
      ]);
    }
    const task =
      document.webhooks['task.created'].post.requestBody.content['application/json'].schema.properties.data.properties.task;
    expect(task.properties.title).toEqual({ type: 'string' });
    expect(task.required).toEqual(expect.arrayContaining(['id', 'title', 'status_id']));
    expect(document['x-kanri-webhook-verification']).toMatchObject({
      'signature-header': 'X-Kanri-Signature',
      'signed-payload': '<t>.<raw body>',
      'replay-window-seconds': 300,
    });
  });

  it('is a well-formed OpenAPI 3.1 document: every $ref resolves, every operation has replies and unique ids', async () => {
    const document = await openApiDocument();

    const broken = refsOf(document).filter(({ ref }) => !ref.startsWith('#/') || resolve(document, ref) === undefined);
    expect(broken).toEqual([]);
    const operations = [
      ...Object.values(document.paths as Record<string, Json>),
      ...Object.values(document.webhooks as Record<string, Json>),
    ].flatMap((item) => Object.values(item));
    for (const operation of operations) expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    const ids = operations.map((operation) => operation.operationId).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
      for (const name of path.match(/\{([^}]+)\}/g) ?? []) {
        for (const operation of Object.values(item)) {
          expect({
            path,
            name,
            declared: operation.parameters?.some((p: Json) => p.in === 'path' && `{${p.name}}` === name),
          }).toEqual({
            path,
            name,
            declared: true,
          });
        }
      }
    }
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('derives an area tag from the URL for a route that declares none', () => {
    expect(tagFromUrl('/api/v1/time-entries/stop')).toBe('time entries');
    expect(tagFromUrl('/api/v1/meetings.ics')).toBe('meetings');
    expect(tagFromUrl('/api/v1/:id')).toBe('system');
  });
});
