module.exports = require('@kanri/config/jest/react.cjs');
