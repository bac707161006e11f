/**
 * Two API replicas on one PostgreSQL, as in production behind a load balancer (nginx/kanri.conf):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kanri_replicas node infra/deploy/replicas.mjs
 * Each is `node infra/api/dist/server.js` on its own port (REPLICA_PORTS, default 3001,3002), all on
 * the same DATABASE_URL and MEDIA_DIR. Ctrl+C (or SIGTERM) stops both. Runbook: infra/deploy/README.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'infra/api/dist/server.js');
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL: the replicas share one PostgreSQL (the embedded server serves one process only).');
  process.exit(1);
}
if (!fs.existsSync(server)) {
  console.error('Build the API first: pnpm --filter @kanri/api build');
  process.exit(1);
}

const ports = (process.env.REPLICA_PORTS ?? '3001,3002').split(',').map(Number);
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.join(root, '.data/media'));
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:8090';

const replicas = ports.map((port, index) => {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MEDIA_DIR: mediaDir, PUBLIC_URL: publicUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[replica ${index + 1} :${port}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) console.log(prefix + line);
    });
  }
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of replicas) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
let running = replicas.length;
for (const child of replicas) {
  child.on('exit', (code) => {
    running -= 1;
    if (!stopping && code !== 0) stop();
    if (running === 0) process.exit(stopping ? 0 : (code ?? 1));
  });
}
