const preset = require('@kanri/config/jest/node.cjs');

/**
 * The preset's compiled dependencies plus jose, which is ESM-only (jest's VM cannot require ESM on
 * Node 20). Keep the others in step with the preset.
 */
const COMPILED_DEPENDENCIES = ['content-disposition', 'cookie', 'jose'];

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${COMPILED_DEPENDENCIES.join('|')})/)`],
  // One PostgreSQL server and a migrated template for the run; each test file clones the template.
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 30_000,
  // The longest suite of \`pnpm test\` and its critical path: jest's default (cores - 1) runs it in
  // one worker on a 2-core machine, leaving a core idle once the other packages' tests are done.
  // Each test file has a database of its own, so files run side by side safely.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
};
