const { createJestConfig } = require('@casino/mf-shared/jest-preset');

module.exports = createJestConfig({ environment: 'jsdom', rootDir: __dirname });
