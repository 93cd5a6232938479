let createJestConfig;
try {
  ({ createJestConfig } = require('@casino/mf-shared/jest-preset'));
} catch {
  // The exports map of mf-shared may not be resolvable from here in every install layout.
  ({ createJestConfig } = require('../mf-shared/build/jest-preset.cjs'));
}

const config = createJestConfig({ environment: 'node', rootDir: __dirname });

// Fastify's app.inject uses light-my-request, whose `cookie` dependency ships ESM only:
// let swc transform it as well as the preset's ESM packages.
const esm = ['ky', 'laravel-echo', 'pusher-js', 'cookie', 'light-my-request/node_modules/cookie'];
config.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`];

// Every test builds a whole sandbox (migrations, seed) and the first of a file also compiles the
// server's modules; on two cores shared with the builds of `npm test`, the first hook of a file
// was measured above the preset's 20 s. The limit is generous so a slow machine is not a failure.
config.testTimeout = 60_000;

module.exports = config;
