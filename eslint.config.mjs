// One lint config for the whole monorepo. Its import rules keep the architecture:
// a remote never imports another remote, and nobody deep-imports mf-shared's source.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-home', 'mf-auth', 'mf-games', 'mf-member', 'mf-proxy'];

/** Import patterns no package may use: mf-shared's internals. */
const sharedInternals = [
  {
    group: ['@casino/mf-shared/src/*', '@casino/mf-shared/build/*', '**/mf-shared/src/*', '**/mf-shared/src/**'],
    message: 'Import mf-shared through its exports map (@casino/mf-shared, /contracts, /webpack, /testing).',
  },
];

/** For a package, the import patterns reaching into each remote other than itself. */
function otherRemotes(self) {
  return remotes
    .filter((name) => name !== self)
    .map((name) => ({
      group: [`@casino/${name}`, `@casino/${name}/*`, `**/${name}/src/**`, `../${name}/**`, `../../${name}/**`],
      message: `A remote talks to ${name} only through @casino/mf-shared (bus, stores, contracts).`,
    }));
}

function restrictImports(self) {
  return {
    'no-restricted-imports': ['error', { patterns: [...sharedInternals, ...otherRemotes(self)] }],
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'release/**', '**/.release/**', '**/test-results/**', '**/playwright-report/**', '**/.turbo/**', '**/coverage/**', 'e2e/report/**', 'e2e/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      ...restrictImports(null),
    },
  },
  ...remotes.map((name) => ({ files: [`${name}/**`], rules: restrictImports(name) })),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['sandbox/**', 'deploy/**', 'shell/server/**', 'shell/bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
