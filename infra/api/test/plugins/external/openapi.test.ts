import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { testDatabases } from '../../helpers/test-databases.js';

describe.each(testDatabases())('OpenAPI document and docs page on $name', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(target);
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
      ]),
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/user'].get.security).toEqual([{ bearerAuth: [] }]);
    const roles = document.paths['/api/v1/roles'].get.responses['200'].content['application/json'].schema;
    expect(roles.properties.data.items.properties.slug.enum).toEqual([
      'admin',
      'manager',
      'developer',
      'designer',
      'member',
    ]);
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
