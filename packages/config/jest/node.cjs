/** Jest preset for Node code (API, gateway, contracts): swc, CommonJS output. */

/** Dependencies jest must compile: ESM-only packages (jest cannot require(esm) on Node 20). */
const COMPILED_DEPENDENCIES = ['content-disposition', 'cookie'];

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${COMPILED_DEPENDENCIES.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default', 'kanri-source'] },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
};
