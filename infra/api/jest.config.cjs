/** @type {import('jest').Config} */
module.exports = {
  ...require('@kanri/config/jest/node.cjs'),
  // Provides the migrated PGlite snapshot each test file loads (see test/helpers/global-setup.ts).
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  testTimeout: 30_000,
};
