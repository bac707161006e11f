const preset = require('@kanri/config/jest/node.cjs');

/**
 * The preset's compiled dependencies plus jose, which is ESM-only (jest's VM cannot require ESM on
 * Node 20). Keep the first three in step with the preset.
 */
const COMPILED_DEPENDENCIES = ['@electric-sql/pglite', 'content-disposition', 'cookie', 'jose'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${COMPILED_DEPENDENCIES.join('|')})/)`],
  // Provides the migrated PGlite snapshot each test file loads (see test/helpers/global-setup.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  testTimeout: 30_000,
};
