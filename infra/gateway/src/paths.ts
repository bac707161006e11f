import fs from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tests) or dist/. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
export const REMOTES_DIR = path.join(REPO_ROOT, 'remotes');
export const DEFAULT_REGISTRY_FILE = path.join(REPO_ROOT, 'infra/gateway/remotes.json');

/** Every remote folder with a build: served at /remotes/<folder>/. */
export function builtRemotes(remotesDir = REMOTES_DIR): { folder: string; dist: string }[] {
  if (!fs.existsSync(remotesDir)) return [];
  return fs
    .readdirSync(remotesDir)
    .map((folder) => ({ folder, dist: path.join(remotesDir, folder, 'dist') }))
    .filter(({ dist }) => fs.existsSync(path.join(dist, 'mf-manifest.json')));
}
