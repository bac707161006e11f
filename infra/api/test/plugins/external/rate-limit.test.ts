import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const testRoutes: FastifyPluginAsyncZod = async (routes) => {
  routes.post('/login', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
};

describe('rate limiting', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ routes: testRoutes });
  });
  afterAll(() => testApp?.close());

  it('answers 429 in the failure envelope once a limited route is over its limit', async () => {
    const login = () => testApp.app.inject({ method: 'POST', url: '/api/v1/test/login' });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    const refused = await login();

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, message: 'Too many requests. Please try again in 1 minute.' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('leaves routes without a limit alone', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/roles' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
