const path = require('node:path');
const { createJestConfig } = require('@casino/mf-shared/jest-preset');

const base = createJestConfig({ environment: 'jsdom', rootDir: __dirname });

module.exports = {
  ...base,
  testEnvironment: path.join(__dirname, 'jest/environment.cjs'),
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), path.join(__dirname, 'jest/setup.cjs')],
};
