import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, apiPlugin, buildApp } from '../src/app.js';
import type { OpenedDatabase } from '../src/db/database.js';
import { roles } from '../src/db/schema.js';
import { openTestDatabase } from './helpers/test-databases.js';

describe('apiPlugin inside a host server (as the gateway mounts it)', () => {
  let database: OpenedDatabase;
  let host: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    host = Fastify();
    host.get('/', async () => 'shell');
    host.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>Page not found</h1>'));
    host.register(apiPlugin, { prefix: API_PREFIX, database });
    await host.ready();
  });
  afterAll(async () => {
    await host.close();
    await database.close();
  });

  it('serves the API under /api with its security headers', async () => {
    const response = await host.inject({ method: 'GET', url: '/api/v1/roles' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(5);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API routes itself and leaves every other path to the host', async () => {
    const api = await host.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: true, message: 'Route GET /api/v1/nope not found' });

    const page = await host.inject({ method: 'GET', url: '/dashboard/projects' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('<h1>Page not found</h1>');
  });

  it('adds no hook, header or handler to the host routes', async () => {
    const response = await host.inject({ method: 'GET', url: '/' });

    expect(response.body).toBe('shell');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('leaves a database it was given open when the host closes', async () => {
    const other = Fastify();
    other.register(apiPlugin, { prefix: API_PREFIX, database });
    await other.ready();
    await other.close();

    expect(await database.db.$count(roles)).toBe(5);
  });
});

describe('buildApp without a database', () => {
  it('starts the embedded server of its data folder and stops it with the app', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-app-'));
    try {
      const app = buildApp({ config: { databaseUrl: undefined, dataDir } });
      await app.ready();
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      expect(fs.existsSync(pidFile)).toBe(true);
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.json().data).toMatchObject({ database: 'postgres', embedded: true });

      await app.close();

      expect(fs.existsSync(pidFile)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
