/** Jest preset for browser code (shell, remotes, UI packages): jsdom + swc. */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  // antd under jsdom with user-event typing is slow on a busy 2-core CI machine; 5 s flakes there.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default', 'kanri-source'] },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transformIgnorePatterns: ['/node_modules/'],
};
