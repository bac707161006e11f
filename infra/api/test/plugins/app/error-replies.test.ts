import { Writable } from 'node:stream';
import { VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpErrors } from '../../../src/lib/http-errors.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const invoiceBody = z.object({
  email: z.email({ error: 'Please enter a valid email address' }),
  items: z.array(z.object({ description: z.string(), rate: z.number().nonnegative() })).min(1),
});

const testRoutes: FastifyPluginAsyncZod = async (routes) => {
  routes.post('/invoices', { schema: { body: invoiceBody } }, async (request) => ({ received: request.body }));
  routes.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  routes.get('/missing', async () => {
    throw httpErrors.notFound('Project not found.');
  });
  routes.get('/taken', async () => {
    throw httpErrors.unprocessable({ email: ['The email has already been taken.'] });
  });
  routes.get('/unconfigured', async () => {
    throw httpErrors.serviceUnavailable('Google sign-in is not configured on this server.');
  });
  routes.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
};

describe('error replies', () => {
  let testApp: TestApp;
  let log = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    testApp = await startTestApp({ routes: testRoutes, logStream });
  });
  afterAll(() => testApp?.close());

  const post = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/test/invoices',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers an unknown route under /api with a 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nope?page=2' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, message: 'Route GET /api/v1/nope not found' });
  });

  it('answers a body that fails its schema with 422 and messages per dot-joined field', async () => {
    const response = await post(JSON.stringify({ email: 'nope', items: [{ description: 'Design', rate: -5 }] }));

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toEqual({
      error: true,
      message: VALIDATION_FAILED_MESSAGE,
      errors: { email: ['Please enter a valid email address'], 'items.0.rate': [expect.any(String)] },
    });
    expect(body.errors['items.0.rate'][0]).toMatch(/>=\s*0/);
  });

  it('files an issue about the whole body under "body"', async () => {
    const response = await post('[]');

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['body']);
  });

  it('accepts a valid body', async () => {
    const payload = { email: 'ada@example.com', items: [{ description: 'Design', rate: 80 }] };
    const response = await post(JSON.stringify(payload));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: payload });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"email": ');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message: 'Malformed JSON in request body' });
  });

  it('takes an empty JSON body as no body: 422 on a route that needs one, not 400', async () => {
    for (const payload of ['', '  ']) {
      const response = await post(payload);

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['body']);
    }
  });

  it('answers a thrown plain Error with a generic 500 and logs the real error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: true, message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret|at .*\.ts/);
    expect(log).toContain('connection string postgres://secret@db leaked');
  });

  it('replies with the status and message of httpErrors', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, message: 'Project not found.' });

    const taken = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/taken' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      error: true,
      message: VALIDATION_FAILED_MESSAGE,
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('replies with an HttpError of 5xx status as it is: its message is meant for the client', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/unconfigured' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: true, message: 'Google sign-in is not configured on this server.' });
  });

  it('keeps the message of any other client error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/test/teapot' });

    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ error: true, message: 'I am a teapot' });
  });
});
