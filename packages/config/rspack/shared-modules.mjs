/**
 * The one shared-module map for the shell and every remote.
 *
 * Versions are read from the installed packages (as resolved from the app that builds), never
 * from `workspace:*`, which is not a semver range the MF runtime can compare.
 * antd is deliberately absent: it lives inside @kanri/design-system (ARCHITECTURE §3).
 */
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

function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  // Walk up to the package root (works for packages whose `main` lives in a subfolder).
  for (;;) {
    try {
      const manifest = require(path.join(dir, 'package.json'));
      if (manifest.name === pkg) return manifest.version;
    } catch {
      /* keep walking */
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${pkg} from ${appDir}`);
    dir = parent;
  }
}

/**
 * @param {string} appDir folder of the app being built (shell or a remote)
 * @param {{ eager?: boolean }} [options]
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
