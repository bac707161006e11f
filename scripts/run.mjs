/** Small process helpers shared by the root scripts. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: REPO_ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Cannot run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

export const turbo = (args, options) => run(path.join(REPO_ROOT, 'node_modules/.bin/turbo'), args, options);
