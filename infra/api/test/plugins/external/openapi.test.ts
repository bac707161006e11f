import { startTestApp, type TestApp } from '../../helpers/test-app.js';

describe('OpenAPI document and docs page', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

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
      ]),
    );
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
});
