module.exports = { ...require('@kanri/config/jest/node.cjs'), testMatch: ['<rootDir>/src/**/*.test.ts'] };
