const { createJestConfig } = require('./build/jest-preset.cjs');

module.exports = createJestConfig({ environment: 'jsdom', rootDir: __dirname });
