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
  // One formik: design-system's FormDialog and FormField and the remotes' forms share its context.
  formik: ['formik'],
  // essentials: its light entry (provider, toasts, small components), all a public page loads.
  '@kanri/design-system': ['@kanri/design-system', '@kanri/design-system/essentials'],
  '@kanri/api-client': ['@kanri/api-client'],
  '@kanri/app-state': ['@kanri/app-state'],
  // Not its zod-free `@kanri/contracts/constants`: plain values, bundled where imported (index.mjs).
  '@kanri/contracts': ['@kanri/contracts'],
};

/**
 * Shared requests served by a facade of ours instead of the package's own entry (see the facade for
 * why). The facade is what the shell provides and what a remote falls back to; the key still matches
 * the package's import everywhere, and the version is the package's.
 */
const FACADES = {
  'react-router': path.join(import.meta.dirname, 'react-router/react-router.mjs'),
  'react-router/dom': path.join(import.meta.dirname, 'react-router/dom-export.mjs'),
  'react-router-dom': path.join(import.meta.dirname, 'react-router/react-router-dom.mjs'),
};

/** The folder of an installed package, found as Node would find it from the app. */
export function installedPackageDir(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  // Not `require.resolve(pkg)`: that needs the package's entry file, which a workspace package
  // may not have built yet; its package.json is always there.
  for (const dir of require.resolve.paths(pkg) ?? []) {
    if (fs.existsSync(path.join(dir, pkg, 'package.json'))) return fs.realpathSync(path.join(dir, pkg));
  }
  throw new Error(`Cannot find ${pkg} from ${appDir}: is it a dependency of that app?`);
}

/** Reads the version from the package's own package.json. */
function installedVersion(appDir, pkg) {
  return JSON.parse(fs.readFileSync(path.join(installedPackageDir(appDir, pkg), 'package.json'), 'utf8')).version;
}

/**
 * Aliases the facades import react-router's build through (rspack `resolve.alias`): names no
 * shared key matches, so react-router's code is bundled once behind the facades, not shared again.
 */
export function facadeAliases(appDir) {
  const dist = path.join(installedPackageDir(appDir, 'react-router'), 'dist/development');
  return {
    'kanri-react-router-impl$': path.join(dist, 'index.mjs'),
    'kanri-react-router-dom-impl$': path.join(dist, 'dom-export.mjs'),
  };
}

/**
 * @param {string} appDir folder of the app being built (shell or a remote)
 * @param {Record<string, string>} [versionOverrides] package → the version to declare instead of the
 *   installed one (a version-skew rehearsal: index.mjs `sharedVersions`)
 */
export function sharedModules(appDir, versionOverrides = {}) {
  const unknown = Object.keys(versionOverrides).filter((pkg) => !(pkg in SHARED_PACKAGES));
  if (unknown.length > 0) throw new Error(`Not shared, cannot override its version: ${unknown.join(', ')}`);
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [pkg, subpaths] of Object.entries(SHARED_PACKAGES)) {
    const version = versionOverrides[pkg] ?? installedVersion(appDir, pkg);
    for (const request of subpaths) {
      shared[request] = {
        ...(FACADES[request] ? { import: FACADES[request] } : {}),
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        strictVersion: false,
      };
    }
  }
  return shared;
}
