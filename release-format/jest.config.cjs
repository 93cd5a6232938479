const { createJestConfig } = require('../mf-shared/build/jest-preset.cjs');

module.exports = createJestConfig({ environment: 'node', rootDir: __dirname });
