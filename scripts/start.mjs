/**
 * `pnpm start`: build what is stale (turbo's cache skips the rest), then serve the shell, every
 * remote, remotes.json and the API on one port (PORT, default 8080) from the embedded database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT, turbo } from './run.mjs';

if (!fs.existsSync(path.join(REPO_ROOT, 'node_modules/.bin/turbo'))) {
  console.error('Dependencies are not installed. Run: pnpm install');
  process.exit(1);
}

const buildCode = await turbo(['run', 'build', '--filter=@kanri/gateway...', '--output-logs=errors-only']);
if (buildCode !== 0) process.exit(buildCode);

process.env.PORT ??= '8080';
const gateway = spawn(process.execPath, [path.join(REPO_ROOT, 'infra/gateway/dist/server.js')], {
  stdio: 'inherit',
  cwd: REPO_ROOT,
});
// Ctrl+C reaches the gateway from the terminal; stay until it has stopped its database server.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => gateway.kill('SIGTERM'));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
