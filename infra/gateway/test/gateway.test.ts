import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway, CONTENT_SECURITY_POLICY, contentSecurityPolicy, remoteOriginsOf } from '../src/gateway';
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
  // Empty until a test deploys (as `pnpm deploy:remote` writes it: scripts/remote-deploy.mjs).
  const deploymentsDir = path.join(root, 'data/deployments');
  return { root, shellDist, remotesDir: path.join(root, 'remotes'), registryFile, deploymentsDir };
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

  it('serves a deployed version under /remotes/<folder>/<version>/ beside the dist build, found per request', async () => {
    const version = path.join(files.deploymentsDir, 'remotes/notes/0.1.0-20261127070500-c071d5c');
    const url = '/remotes/notes/0.1.0-20261127070500-c071d5c';
    expect((await app.inject({ url: `${url}/remoteEntry.js` })).statusCode).toBe(404);

    // Deployed while the gateway runs: served at once, no restart.
    fs.mkdirSync(version, { recursive: true });
    fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{"name":"kanri_notes","v":2}');
    fs.writeFileSync(path.join(version, 'remoteEntry.js'), 'var kanri_notes_v2;');
    fs.writeFileSync(path.join(version, '316.ef10a16f.js'), 'chunk');
    const entry = await app.inject({ url: `${url}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var kanri_notes_v2;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: `${url}/mf-manifest.json` })).json()).toEqual({ name: 'kanri_notes', v: 2 });
    expect((await app.inject({ url: `${url}/316.ef10a16f.js` })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'HEAD', url: `${url}/remoteEntry.js` })).statusCode).toBe(200);
    // The dist build stays where it was; other versions, folders and paths leaving the folder do not resolve.
    expect((await app.inject({ url: '/remotes/notes/remoteEntry.js' })).body).toBe('var kanri_notes;');
    expect((await app.inject({ url: '/remotes/notes/0.1.0-other/remoteEntry.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/remotes/time/0.1.0-20261127070500-c071d5c/remoteEntry.js` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${url}/missing.js` })).statusCode).toBe(404);
    // Nothing outside a build folder is reachable (the data dir holds the database's password).
    fs.writeFileSync(path.join(files.root, 'data/secret.txt'), 'secret');
    for (const escape of [
      `${url}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
      `${url}/..%2f..%2f..%2f..%2fsecret.txt`,
      '/remotes/notes/%2e%2e/%2e%2e/%2e%2e/data/secret.txt',
      '/remotes/%2e%2e/data/secret.txt',
    ]) {
      const response = await app.inject({ url: escape });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('secret');
    }

    // Removed while the gateway runs: gone at once.
    fs.rmSync(version, { recursive: true });
    expect((await app.inject({ url: `${url}/remoteEntry.js` })).statusCode).toBe(404);
  });

  it('serves the live remotes.json of the deployments once a remote was deployed, else the built-in one', async () => {
    const builtIn = (await app.inject({ url: '/remotes.json' })).json();
    const live = structuredClone(builtIn);
    live.remotes[0].manifest = '/remotes/marketing-landing/0.1.0-b/mf-manifest.json';
    fs.mkdirSync(files.deploymentsDir, { recursive: true });
    fs.writeFileSync(path.join(files.deploymentsDir, 'remotes.json'), JSON.stringify(live));
    const served = await app.inject({ url: '/remotes.json' });
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.json().remotes[0].manifest).toBe('/remotes/marketing-landing/0.1.0-b/mf-manifest.json');

    fs.rmSync(path.join(files.deploymentsDir, 'remotes.json'));
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(builtIn);
  });

  it('serves the shell: hashed files immutable, client routes fall back to index.html with a CSP', async () => {
    const hashed = await app.inject({ url: '/main.0123abcd.js' });
    expect(hashed.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/dashboard/projects/4', '/login', '/no/such/page']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toBe(
        contentSecurityPolicy(remoteOriginsOf((await app.inject({ url: '/remotes.json' })).json())),
      );
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      // Plain http here: no HSTS (a browser would ignore it anyway).
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows the scripts of a remote on another origin (a CDN) in the page's CSP, and only those", async () => {
    const registry = (await app.inject({ url: '/remotes.json' })).json();
    registry.remotes[0].manifest = 'https://cdn.example.com/kanri/marketing-landing/2.0.0/mf-manifest.json';
    registry.remotes[1].manifest = 'https://cdn.example.com/kanri/other/1.0.0/mf-manifest.json';
    fs.writeFileSync(files.registryFile, JSON.stringify(registry));
    const policy = String((await app.inject({ url: '/dashboard' })).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com ws: wss:");
    expect(policy).toContain("frame-ancestors 'none'");

    for (const remote of registry.remotes) remote.manifest = `/remotes/${remote.name}/mf-manifest.json`;
    fs.writeFileSync(files.registryFile, JSON.stringify(registry));
    expect((await app.inject({ url: '/dashboard' })).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it("answers an unknown path under /api with the API's JSON 404, whatever the method", async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/v1/no/such/route?x=1',
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method !== 'HEAD') {
        expect(response.json()).toEqual({ error: true, message: `Route ${method} /api/v1/no/such/route not found` });
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

describe('gateway behind TLS (PUBLIC_URL https://…)', () => {
  let app: FastifyInstance;
  let files: ReturnType<typeof fixture>;
  beforeAll(async () => {
    files = fixture();
    app = await buildGateway({
      ...files,
      api: { dataDir: path.join(files.root, 'data'), publicUrl: 'https://kanri.example.com' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(files.root, { recursive: true, force: true });
  });

  it('sends HSTS with pages, files and API replies', async () => {
    for (const url of ['/', '/dashboard', '/main.0123abcd.js', '/api/v1/health']) {
      const response = await app.inject({ url });
      expect({ url, hsts: response.headers['strict-transport-security'] }).toEqual({
        url,
        hsts: expect.stringMatching(/^max-age=31536000; includeSubDomains/),
      });
    }
  });
});
