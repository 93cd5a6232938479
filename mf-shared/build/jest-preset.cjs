/**
 * Jest preset every package extends: TypeScript and TSX through @swc/jest,
 * ESM-only dependencies transformed, CSS stubbed.
 */
const path = require('node:path');

/** ESM-only packages that jest must transform (CommonJS runtime). */
const esmPackages = ['ky', 'laravel-echo', 'pusher-js', 'cookie', 'light-my-request/node_modules/cookie'];

/**
 * @param {{ environment?: 'node' | 'jsdom', rootDir: string }} options
 * @returns {import('jest').Config}
 */
function createJestConfig({ environment = 'node', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-env-dom.cjs') : 'node',
    // https, so cookies marked Secure (ad cookies) behave as on the real site.
    testEnvironmentOptions: environment === 'jsdom' ? { url: 'https://casino.example/' } : {},
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // UI tests type into antd forms; on the 2-core CI machine builds run beside them.
    testTimeout: 20_000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|less)$': path.join(__dirname, 'style-stub.cjs'),
      // The mobile kit imports each antd-mobile component from its ES module (kits/mobile-kit.ts); under jest, its CommonJS twin.
      '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
  };
}

module.exports = { createJestConfig };
