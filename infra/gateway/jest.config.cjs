const node = require('@kanri/config/jest/node.cjs');
module.exports = { ...node, testTimeout: 30_000 };
