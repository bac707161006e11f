/**
 * In `pnpm dev` the shell's dev server answers /remotes.json itself: the gateway's registry with each
 * manifest URL pointed at that remote's dev server (its `kanri.devPort`).
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const REGISTRY_FILE = path.join(repoRoot, 'infra/gateway/remotes.json');

function devPorts() {
  const ports = {};
  const remotesDir = path.join(repoRoot, 'remotes');
  for (const folder of fs.readdirSync(remotesDir)) {
    const manifestPath = path.join(remotesDir, folder, 'package.json');
    if (!fs.existsSync(manifestPath)) continue;
    const { kanri } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    if (kanri?.federationName) ports[kanri.federationName] = kanri.devPort;
  }
  return ports;
}

export function devRegistry() {
  const registry = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  const ports = devPorts();
  for (const remote of registry.remotes) {
    if (ports[remote.name]) remote.manifest = `http://localhost:${ports[remote.name]}/mf-manifest.json`;
  }
  return registry;
}

/** devServer.setupMiddlewares hook for the shell (a plain middleware: the dev server is not Express). */
export function serveDevRegistry(middlewares) {
  middlewares.unshift({
    name: 'kanri-dev-registry',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(devRegistry()));
    },
  });
  return middlewares;
}
