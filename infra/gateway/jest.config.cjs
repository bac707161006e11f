const node = require('@kanri/config/jest/node.cjs');
module.exports = { ...node, testTimeout: 120_000 };
