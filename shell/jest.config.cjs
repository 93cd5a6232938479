const { createJestConfig } = require('@casino/mf-shared/jest-preset');

const base = { rootDir: __dirname };

module.exports = {
  projects: [
    { ...createJestConfig({ ...base, environment: 'jsdom' }), displayName: 'shell', testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...createJestConfig({ ...base, environment: 'node' }), displayName: 'server', testMatch: ['<rootDir>/server/**/*.test.ts'] },
  ],
};
