import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Each limited route with a body that needs no prior state (bad bodies count too). */
const LIMITED_ROUTES: Array<[url: string, payload: object]> = [
  ['/login', { email: 'ada@example.com', password: 'wrong' }],
  ['/register', { email: 'not-valid' }],
  ['/password/reset-request', { email: 'ada@example.com' }],
  ['/email/verify', { token: 'unknown' }],
  ['/password/reset', { email: 'ada@example.com', token: 'x', password: 'secret', password_confirmation: 'secret' }],
  ['/auth/social/google', { token: 'x' }],
];

describe('sign-in and mail rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { authRateLimitMax: 2 } });
  });
  afterAll(() => testApp?.close());

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

  it.each(LIMITED_ROUTES)('limits POST %s to AUTH_RATE_LIMIT_MAX a minute per IP', async (url, payload) => {
    expect((await post(url, payload)).statusCode).not.toBe(429);
    expect((await post(url, payload)).statusCode).not.toBe(429);

    const refused = await post(url, payload);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, message: 'Too many requests. Please try again in 1 minute.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post(url, payload, '10.0.0.2')).statusCode).not.toBe(429);
  });

  it('counts each route on its own', async () => {
    const [[loginUrl, loginBody], [registerUrl, registerBody]] = LIMITED_ROUTES as [[string, object], [string, object]];
    for (let attempt = 0; attempt < 2; attempt += 1) await post(loginUrl, loginBody, '10.0.0.3');
    expect((await post(loginUrl, loginBody, '10.0.0.3')).statusCode).toBe(429);

    expect((await post(registerUrl, registerBody, '10.0.0.3')).statusCode).not.toBe(429);
  });

  it('leaves the other routes unlimited', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });
      expect(response.statusCode).toBe(200);
    }
  });
});
