const { createJestConfig } = require('@casino/mf-shared/jest-preset');

const preset = createJestConfig({ environment: 'jsdom', rootDir: __dirname });

module.exports = {
  ...preset,
  // antd's tabs and antd-mobile's popups measure themselves with ResizeObserver, which jsdom lacks.
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/src/testing/jest-setup.cjs'],
};
