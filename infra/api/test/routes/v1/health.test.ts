import { healthSchema } from '@kanri/contracts';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

describe('GET /api/v1/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('answers 200 with the data envelope, after querying the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ error: false, message: 'OK' });
    expect(healthSchema.parse(body.data)).toMatchObject({
      status: 'ok',
      database: 'postgres',
      embedded: false,
      version: '0.1.0',
    });
    expect(Number.isInteger(body.data.uptime_seconds)).toBe(true);
  });

  it('fails with a 500 envelope when the database does not answer', async () => {
    const broken = await startTestApp();
    await broken.database.close();

    const response = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
    await broken.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: true, message: 'Internal server error' });
  });
});
