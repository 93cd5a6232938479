// One lint config for the whole monorepo. Its import rules keep the architecture:
// a remote never imports another remote, nobody deep-imports mf-shared's source, there are no
// import cycles, and inside a remote imports run one way (expose → app → pages → features, and a
// feature never imports another feature). File names are kebab-case.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import casino from './mf-shared/build/lint-rules.cjs';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Globals of one platform only (a browser's or Node's), which isomorphic code must not read. */
const platformGlobals = [
  ...new Set(
    [...Object.keys(globals.browser), ...Object.keys(globals.node)].filter(
      (name) => !(name in globals['shared-node-browser']) && !(name in globals.es2023),
    ),
  ),
];

const remotes = ['mf-home', 'mf-auth', 'mf-games', 'mf-member', 'mf-proxy'];

/** Import patterns no package may use: mf-shared's internals. */
const sharedInternals = [
  {
    group: ['@casino/mf-shared/src/*', '@casino/mf-shared/build/*', '**/mf-shared/src/*', '**/mf-shared/src/**'],
    message: 'Import mf-shared through its exports map (@casino/mf-shared, /webpack, /testing); contracts come from @casino/contracts.',
  },
];

/** For a package, the import patterns reaching into each remote other than itself. */
function otherRemotes(self) {
  return remotes
    .filter((name) => name !== self)
    .map((name) => ({
      group: [`@casino/${name}`, `@casino/${name}/*`, `**/${name}/src/**`, `../${name}/**`, `../../${name}/**`],
      message: `A remote talks to ${name} only through @casino/mf-shared (bus, stores) and @casino/contracts.`,
    }));
}

/** The feature folders of a remote, read from the tree so a new feature is covered at once. */
function featuresOf(remote) {
  const dir = path.join(root, remote, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/**
 * The one-way layers inside a remote (bulletproof-react's zones): a feature imports no other
 * feature and nothing above it (app, pages, expose); pages import no exposes. The namespace file
 * in src/app is a constant every layer names its texts with, so it is the one exception.
 */
function remoteLayers(remote) {
  const src = `./${remote}/src`;
  const upward = ['app', 'pages', 'expose'].map((layer) => ({
    target: `${src}/features`,
    from: `${src}/${layer}`,
    except: layer === 'app' ? ['./namespace.ts'] : [],
    message: `A feature does not import from src/${layer}: imports run expose → app → pages → features.`,
  }));
  const crossFeature = featuresOf(remote).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need into mf-shared, or compose them in a page.',
  }));
  return [
    ...upward,
    { target: `${src}/pages`, from: `${src}/expose`, message: 'Pages do not import exposed modules.' },
    { target: `${src}/app`, from: `${src}/expose`, message: 'src/app does not import exposed modules.' },
    ...crossFeature,
  ];
}

function restrictImports(self) {
  return {
    'no-restricted-imports': ['error', { patterns: [...sharedInternals, ...otherRemotes(self)] }],
  };
}

/** antd and antd-mobile: only the kit modules of mf-shared/src/kits import them. */
const uiKitImports = {
  group: ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'],
  allowTypeImports: true,
  message:
    'Components come from the UI kits: useUiKit(), useDesktopKit() or useMobileKit() of @casino/mf-shared, with { extras: true } for forms, menus, tabs and notes (add a component to mf-shared/src/kits, docs/remotes.md).',
};

/** react-router: only mf-shared/src/routing/router.ts imports it (and /testing's test routers). */
const routerImports = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  allowTypeImports: true,
  message:
    "Router hooks and components come from @casino/mf-shared (add an export to mf-shared/src/routing/router.ts); tests' MemoryRouter, Routes, Route and createMemoryRouter from @casino/mf-shared/testing.",
};

function restrictPackages(...patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

/**
 * In-app links keep the locale prefix (docs/locale.md "Links"): the shell and the remotes take
 * LocaleLink, LocaleNavLink, useLocaleNavigate, useSafeNavigate or SafeLink of mf-shared, all of
 * them through useLocalePath; the router's own Link, NavLink and useNavigate would drop the prefix
 * and send a prefix site back to its default language.
 */
const rawRouterLinks = {
  name: '@casino/mf-shared',
  importNames: ['Link', 'NavLink', 'useNavigate'],
  message:
    'In-app links keep the locale prefix: use LocaleLink, LocaleNavLink or useLocaleNavigate of @casino/mf-shared (docs/locale.md "Links").',
};

const linkHelpers = 'use LocaleLink, LocaleNavLink, useLocaleNavigate or useSafeNavigate of @casino/mf-shared (docs/locale.md "Links")';
/** A literal in-app path ("/faq", `/faq/${id}`) where no locale helper will prefix it. */
const rawPathSyntax = [
  {
    selector: `JSXOpeningElement:not([name.name=/^Locale/]) > JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\x2F(?!\\x2F)/]`,
    message: `A literal in-app path loses the locale prefix: ${linkHelpers}.`,
  },
  {
    selector: `JSXOpeningElement:not([name.name=/^Locale/]) > JSXAttribute[name.name=/^(href|to)$/] > JSXExpressionContainer > :matches(Literal[value=/^\\x2F(?!\\x2F)/], TemplateLiteral[quasis.0.value.raw=/^\\x2F(?!\\x2F)/])`,
    message: `A literal in-app path loses the locale prefix: ${linkHelpers}.`,
  },
  {
    selector: `:matches(CallExpression[callee.object.object.name='window'][callee.object.property.name='location'], CallExpression[callee.object.name='window'][callee.property.name='open']) > :matches(Literal[value=/^\\x2F(?!\\x2F)/], TemplateLiteral[quasis.0.value.raw=/^\\x2F(?!\\x2F)/])`,
    message: `A page load to a literal in-app path loses the locale prefix: ${linkHelpers}.`,
  },
  {
    selector: `AssignmentExpression[left.object.name='location'] > :matches(Literal[value=/^\\x2F(?!\\x2F)/], TemplateLiteral[quasis.0.value.raw=/^\\x2F(?!\\x2F)/]), AssignmentExpression[left.object.property.name='location'] > :matches(Literal[value=/^\\x2F(?!\\x2F)/], TemplateLiteral[quasis.0.value.raw=/^\\x2F(?!\\x2F)/])`,
    message: `A page load to a literal in-app path loses the locale prefix: ${linkHelpers}.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'release/**',
      '**/.release/**',
      '**/.release-w*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      '**/coverage/**',
      'e2e/report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile, casino },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true })],
    },
    rules: {
      // Run-time circles through any resolver (import-x skips type-only imports), and circles of
      // relative imports with type imports counted (mf-shared/build/lint-rules.cjs).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'casino/no-import-cycle': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,cjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      ...restrictImports(null),
    },
  },
  ...remotes.map((name) => ({ files: [`${name}/**`], rules: restrictImports(name) })),
  // One way to style: classes in CSS on the design tokens. A style prop carries only values
  // computed at run time, and no component names a colour (mf-shared/src/theme/tokens.ts does).
  {
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(style|bodyStyle|maskStyle)$/] > JSXExpressionContainer > ObjectExpression > Property > Literal.value',
          message: 'Static styles belong in the CSS with the design tokens; a style prop carries only run-time values.',
        },
        {
          selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'Colours come from the design tokens (mf-shared/src/theme/tokens.ts), not from components.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'HTML from the API reaches the page through <SafeHtml html={…} /> of @casino/mf-shared (sanitised, DOMPurify loaded on demand).',
        },
        ...rawPathSyntax,
      ],
    },
  },
  {
    files: ['shell/src/**/*.ts', 'mf-*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawPathSyntax] },
  },
  // Components render on the server too (docs/ssr.md): no window, document, navigator or storage
  // read while a component or a hook renders (mf-shared/build/lint-rules.cjs).
  {
    files: ['shell/src/**/*.{ts,tsx}', ...remotes.map((name) => `${name}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { casino },
    rules: { 'casino/no-browser-globals-in-render': 'error' },
  },
  // The browser code runs on every browser the site serves, iOS 13-15 and Chrome before 103 among
  // them (docs/request-client.md): AbortSignal.timeout is not there.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/server/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'AbortSignal',
          property: 'timeout',
          message: 'Not on iOS 13-15 nor Chrome before 103: abort an AbortController from a timer (docs/request-client.md).',
        },
      ],
    },
  },
  // Packages reached through one module of mf-shared only (types are free). The UI kits are loaded
  // per device (mf-shared/src/kits): a direct import of antd or antd-mobile would put the whole kit
  // on every page, desktop and mobile alike. react-router lives inside mf-shared, reduced to what
  // its router lists (mf-shared/src/routing/router.ts): a direct import would bundle a second copy,
  // with a router context the shell never provides. Tests take their routers from /testing.
  {
    files: ['shell/src/**', 'mf-*/src/**'],
    rules: restrictPackages(uiKitImports, routerImports),
  },
  // The shell and the remotes link through the locale helpers only (tests drive routers freely).
  {
    files: ['shell/src/**', ...remotes.map((name) => `${name}/src/**`)],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [uiKitImports, routerImports], paths: [rawRouterLinks] }] },
  },
  // The kit modules, each loaded as its own chunk by ui-kits.ts: each kit's core and extras.
  {
    files: [
      'mf-shared/src/kits/desktop-kit.ts',
      'mf-shared/src/kits/desktop-kit-extras.ts',
      'mf-shared/src/kits/mobile-kit.ts',
      'mf-shared/src/kits/mobile-kit-extras.ts',
    ],
    rules: restrictPackages(routerImports),
  },
  {
    // The router, the routers of tests, and the route table the shell server reads under Node.
    files: ['mf-shared/src/routing/router.ts', 'mf-shared/src/testing/test-routers.ts', 'shell/src/app/route-table.ts'],
    rules: restrictPackages(uiKitImports),
  },
  {
    // What only the shell's server build renders with (docs/ssr.md): react-router's static router and
    // antd's style cache, bundled with the kit and the router of the same build, never in a browser build.
    files: ['mf-shared/src/server/render-kit.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  // Tests sit beside the code and may drive it through any layer (an exposed module included).
  ...remotes.map((name) => ({
    files: [`${name}/src/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: remoteLayers(name) }] },
  })),
  // @casino/contracts is the ground floor every part imports, browser and Node alike: it imports only
  // its own files and yup, and reads no browser-only or Node-only global (docs/ARCHITECTURE.md).
  {
    files: ['contracts/src/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'], ...globals.jest } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|yup$)',
              message:
                '@casino/contracts imports only its own files and yup: no browser, DOM, React, MobX, Node-only or other @casino package (it is imported by every part, on both sides).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...platformGlobals.map((name) => ({
          name,
          message: `${name} exists on one platform only: @casino/contracts runs in browsers and Node alike.`,
        })),
      ],
    },
  },
  // The shell (its server above all) reads releases through @casino/release-format, the read-only
  // release format, never through @casino/deploy: deploy is the CLI that writes releases (commander,
  // the browser smoke, write paths), and the product server must not ship or run any of it.
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sharedInternals,
            ...otherRemotes(null),
            {
              group: ['@casino/deploy', '@casino/deploy/*', '**/deploy/src/**'],
              message:
                'The shell reads releases through @casino/release-format (docs/deploy.md); @casino/deploy is the CLI that writes them.',
            },
          ],
        },
      ],
    },
  },
  // Deploy's settings come from one validated place (deploy/src/config.ts): nothing else reads process.env.
  {
    files: ['deploy/src/**'],
    ignores: ['deploy/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through deploy/src/config.ts (loadConfig, smokeSettings), validated at start-up.',
        },
      ],
    },
  },
  // Likewise the shell server's and the sandbox's: each reads its environment in its config module only
  // (one yup schema, validated at start-up). The probe tests' support starts child servers with the
  // test process's environment.
  {
    files: ['shell/server/src/**', 'sandbox/src/**'],
    ignores: ['shell/server/src/config.ts', 'sandbox/src/config.ts', 'shell/server/src/edge-limits/probe-support.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read settings through the config module (shell/server/src/config.ts, sandbox/src/config.ts), validated once at start-up; a test passes its own env to loadConfig.',
        },
      ],
    },
  },
  {
    // Routes are thin handlers over the domain modules of sandbox/src (docs/sandbox.md "Module map").
    files: ['sandbox/src/routes/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['sandbox/**', 'deploy/**', 'shell/server/**', 'shell/bench/**', 'scripts/**', '*/scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
