import { openSession, seedRoleMembers } from '../../helpers/accounts.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const ALLOWED = 'https://integrations.example.com';

describe('CORS allow-list (CORS_ALLOWED_ORIGINS)', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { corsAllowedOrigins: [ALLOWED] } });
    const members = await seedRoleMembers(testApp.database.db, 1);
    token = await openSession(testApp.database.db, members.member.user.id);
  });
  afterAll(() => testApp?.close());

  const preflight = (origin: string) =>
    testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/projects',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,workspace_id' },
    });

  it('answers an allowed origin’s preflight and reply with the CORS headers, never with credentials', async () => {
    const answer = await preflight(ALLOWED);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(answer.headers['access-control-allow-headers'])).toContain('workspace_id');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();

    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { origin: ALLOWED, authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(reply.headers.vary)).toMatch(/origin/i);
  });

  it.each(['https://evil.example', 'null', `${ALLOWED}.evil.example`])('gives %s no CORS headers', async (origin) => {
    expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    const reply = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { origin, authorization: `Bearer ${token}` },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers by default (the app is same-origin)', async () => {
    const plain = await startTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/projects',
        headers: { origin: ALLOWED, 'access-control-request-method': 'GET' },
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
