#!/usr/bin/env node
// The package bin: run the TypeScript CLI through tsx (no build step for ops tooling).
require('tsx/cjs');
require('../src/cli.ts');
