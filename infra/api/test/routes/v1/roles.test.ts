import { ROLE_LABELS, ROLES } from '@kanri/contracts';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

describe('GET /api/v1/roles', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it('lists exactly the five seeded roles in id order, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/roles' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: 'Roles retrieved successfully',
      data: ROLES.map((slug, index) => ({ id: index + 1, name: ROLE_LABELS[slug], slug })),
    });
  });
});
