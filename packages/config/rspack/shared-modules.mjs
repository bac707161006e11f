/**
 * The one shared-module map for the shell and every remote.
 *
 * Versions are read from the installed packages (as resolved from the app that builds), never
 * from `workspace:*`, which is not a semver range the MF runtime can compare.
 * antd is deliberately absent: it lives inside @kanri/design-system (ARCHITECTURE §3).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Package name → subpaths that must resolve to the same singleton instance. */
export const SHARED_PACKAGES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router', 'react-router/dom'],
  'react-router-dom': ['react-router-dom'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@tanstack/query-core': ['@tanstack/query-core'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit'],
  'react-redux': ['react-redux'],
  notistack: ['notistack'],
  '@kanri/design-system': ['@kanri/design-system'],
  '@kanri/api-client': ['@kanri/api-client'],
  '@kanri/app-state': ['@kanri/app-state'],
  '@kanri/contracts': ['@kanri/contracts'],
};

/** Reads the version from the package's own package.json, found as Node would find the package. */
function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  // Not `require.resolve(pkg)`: that needs the package's entry file, which a workspace package
  // may not have built yet; its package.json is always there.
  for (const dir of require.resolve.paths(pkg) ?? []) {
    const manifestPath = path.join(dir, pkg, 'package.json');
    if (fs.existsSync(manifestPath)) return JSON.parse(fs.readFileSync(manifestPath, 'utf8')).version;
  }
  throw new Error(`Cannot find ${pkg} from ${appDir}: is it a dependency of that app?`);
}

/**
 * @param {string} appDir folder of the app being built (shell or a remote)
 */
export function sharedModules(appDir) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [pkg, subpaths] of Object.entries(SHARED_PACKAGES)) {
    const version = installedVersion(appDir, pkg);
    for (const request of subpaths) {
      shared[request] = {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        strictVersion: false,
      };
    }
  }
  return shared;
}
