import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tests) or dist/. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
export const REMOTES_DIR = path.join(REPO_ROOT, 'remotes');
/** The built-in registry: every remote at its `dist/` build. Committed; a deploy never rewrites it. */
export const DEFAULT_REGISTRY_FILE = path.join(REPO_ROOT, 'infra/gateway/remotes.json');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

/**
 * Where `pnpm deploy:remote` publishes (scripts/remote-deploy.mjs keeps the same layout): a runtime
 * folder of the data dir, never committed.
 *   <DATA_DIR>/deployments/remotes.json                   the live registry, when a remote was deployed
 *   <DATA_DIR>/deployments/remotes/<folder>/<version>/    one deployed build, served at /remotes/<folder>/<version>/
 */
export function deploymentsDir(dataDir: string): string {
  return path.join(dataDir, 'deployments');
}

export function liveRegistryFile(deployments: string): string {
  return path.join(deployments, 'remotes.json');
}

/** A deployed version's folder name: `<package.json version>-<build id>` (scripts/remote-deploy.mjs). */
export const DEPLOYED_VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9A-Za-z][0-9A-Za-z.-]*$/;
