/**
 * `pnpm start`: build what is stale (turbo's cache skips the rest), then serve the shell, every
 * remote, remotes.json and the API on one port (PORT, default 8080) from the embedded database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, run, turbo } from './run.mjs';

if (!fs.existsSync(path.join(REPO_ROOT, 'node_modules/.bin/turbo'))) {
  console.error('Dependencies are not installed. Run: pnpm install');
  process.exit(1);
}

const buildCode = await turbo(['run', 'build', '--filter=@kanri/gateway...', '--output-logs=errors-only']);
if (buildCode !== 0) process.exit(buildCode);

process.env.PORT ??= '8080';
const code = await run(process.execPath, [path.join(REPO_ROOT, 'infra/gateway/dist/server.js')]);
process.exit(code);
