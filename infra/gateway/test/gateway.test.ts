import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway, CONTENT_SECURITY_POLICY } from '../src/gateway';
import { DEFAULT_REGISTRY_FILE } from '../src/paths';

/** A miniature deployment: a shell build, one remote build and a registry, in a temp folder. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-gateway-'));
  const shellDist = path.join(root, 'shell');
  const remoteDist = path.join(root, 'remotes/notes/dist');
  fs.mkdirSync(shellDist, { recursive: true });
  fs.mkdirSync(remoteDist, { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js'), 'console.log("shell")');
  fs.writeFileSync(path.join(remoteDist, 'mf-manifest.json'), '{"name":"kanri_notes"}');
  fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var kanri_notes;');
  const registryFile = path.join(root, 'remotes.json');
  fs.copyFileSync(DEFAULT_REGISTRY_FILE, registryFile);
  return { root, shellDist, remotesDir: path.join(root, 'remotes'), registryFile };
}

describe('gateway', () => {
  let app: FastifyInstance;
  let files: ReturnType<typeof fixture>;

  beforeAll(async () => {
    files = fixture();
    app = await buildGateway({ ...files, api: { dataDir: path.join(files.root, 'data') } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(files.root, { recursive: true, force: true });
  });

  it('serves the API under /api', async () => {
    const response = await app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: false, data: { status: 'ok' } });
  });

  it('re-reads remotes.json on every request (a new entry needs no restart)', async () => {
    const first = await app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-store');
    const registry = first.json();
    registry.remotes[0].manifest = 'https://cdn.example.com/kanri/marketing-landing/2.0.0/mf-manifest.json';
    fs.writeFileSync(files.registryFile, JSON.stringify(registry));
    const second = await app.inject({ url: '/remotes.json' });
    expect(second.json().remotes[0].manifest).toBe('https://cdn.example.com/kanri/marketing-landing/2.0.0/mf-manifest.json');
  });

  it('serves each remote build under /remotes/<folder>/, entry files uncached', async () => {
    const entry = await app.inject({ url: '/remotes/notes/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/notes/mf-manifest.json' })).json()).toEqual({ name: 'kanri_notes' });
    expect((await app.inject({ url: '/remotes/notes/missing.js' })).statusCode).toBe(404);
  });

  it('serves the shell: hashed files immutable, client routes fall back to index.html with a CSP', async () => {
    const hashed = await app.inject({ url: '/main.0123abcd.js' });
    expect(hashed.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/dashboard/projects/4', '/login', '/no/such/page']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("answers an unknown path under /api with the API's JSON 404, whatever the method", async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/v1/dashboard/statistics?x=1',
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'HEAD') {
        expect(response.json()).toEqual({ error: true, message: `Route ${method} /api/v1/dashboard/statistics not found` });
      }
    }
    expect((await app.inject({ url: '/api' })).statusCode).toBe(404);
    // Only under /api: a client route that merely starts with the letters still gets the shell.
    expect((await app.inject({ url: '/apiary' })).statusCode).toBe(200);
  });

  it('answers 404 for a missing asset instead of the shell page', async () => {
    const response = await app.inject({ url: '/missing.3f2a1b0c.js' });
    expect(response.statusCode).toBe(404);
  });
});
