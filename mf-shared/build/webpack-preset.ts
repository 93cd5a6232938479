/**
 * The one webpack + Module Federation preset every app builds with. An app's own
 * webpack.config.ts is a few lines: its federation options and its dev port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler, Configuration, Module } from 'webpack';
import {
  BOOT_ASSETS_FILE,
  CONTRACT_RECORD_FILE,
  exposeContracts,
  exposeContractIds,
  remoteNames,
  type ContractRecord,
  type RemoteName,
} from '@casino/contracts';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const repoRoot = path.resolve(__dirname, '../..');

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readPackage(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

/**
 * Modules with one copy on the page, provided by the shell (ARCHITECTURE.md). The UI kits are not
 * here: antd and antd-mobile are imported by mf-shared's kit modules alone (lint forbids any other
 * import), which mf-shared loads per device; mf-shared being one copy, so is each kit, reduced to
 * the components it lists (docs/performance.md). Nor is react-router: mf-shared's router
 * (src/routing/router.ts) is its one importer, so it ships inside mf-shared, reduced to what the
 * apps use, with the one router context of the page.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@casino/mf-shared',
] as const;

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Shared singletons the browser builds hold in part: a module of build/shared-subsets/ re-exports
 * what the apps use, and that module is what the shell provides and each remote falls back to. A
 * shared module keeps every export (the build cannot know what another app will take), so the
 * whole package would be on every first view; mobx and react-i18next are each one or two dozen
 * exports of which the apps use a few (docs/performance.md). shared-subsets.test.ts checks that
 * every import of the apps is in its subset. The server builds share the whole packages (but see
 * serverSubsets).
 */
export const sharedSubsets: Partial<Record<(typeof sharedSingletons)[number], string>> = {
  mobx: path.join(__dirname, 'shared-subsets', 'mobx.js'),
  'react-i18next': path.join(__dirname, 'shared-subsets', 'react-i18next.js'),
};

/**
 * The server builds' counterpart: the whole package with a module of build/server-subsets/ in
 * front, where the server render wants something of its own (react-i18next's useTranslation made
 * for a render that runs once: docs/ssr.md, "Render cost").
 */
export const serverSubsets: Partial<Record<(typeof sharedSingletons)[number], string>> = {
  'react-i18next': path.join(__dirname, 'server-subsets', 'react-i18next.js'),
};

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
}

/**
 * The shared map: every singleton with its required version taken from the root package.json; with
 * `subsets`, the modules above for a browser or a server build, with the version of the package
 * they come from.
 */
export function sharedConfig({ subsets }: { subsets?: 'browser' | 'server' } = {}): Record<string, SharedEntry> {
  const root = readPackage(path.join(repoRoot, 'package.json'));
  const shared = readPackage(path.join(__dirname, '..', 'package.json'));
  return Object.fromEntries(
    sharedSingletons.map((specifier) => {
      const pkg = packageOf(specifier);
      const requiredVersion = pkg === shared.name ? `^${shared.version}` : root.dependencies?.[pkg];
      if (!requiredVersion) throw new Error(`Shared module ${specifier}: ${pkg} is not in the root package.json dependencies.`);
      const subset = subsets === 'browser' ? sharedSubsets[specifier] : subsets === 'server' ? serverSubsets[specifier] : undefined;
      const entry: SharedEntry = subset
        ? { singleton: true, requiredVersion, import: subset, version: installedVersion(pkg, repoRoot) }
        : { singleton: true, requiredVersion };
      return [specifier, entry];
    }),
  );
}

/** A remote's (or the shell's) federation contract, kept in its module-federation.config.ts. */
export interface FederationOptions {
  /** Container name: shell, mf_home, mf_auth, … */
  name: string;
  /** Exposed modules; every path points under src/expose/. */
  exposes?: Record<string, string>;
}

export function defineFederation(options: FederationOptions): FederationOptions {
  for (const [key, file] of Object.entries(options.exposes ?? {})) {
    if (!file.startsWith('./src/expose/')) {
      throw new Error(`${options.name}: exposed module ${key} must live under ./src/expose/ (got ${file}).`);
    }
  }
  return options;
}

/** The version of a package as installed for `fromDir` (node's lookup: node_modules upwards). */
export function installedVersion(pkg: string, fromDir: string): string {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return readPackage(file).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/** The contract record of an app's build (also used by the deploy tests to describe a shell). */
export function contractRecord(federation: FederationOptions, kind: 'remote' | 'shell', dir: string): ContractRecord {
  const known = (remoteNames as string[]).includes(federation.name) ? exposeContracts[federation.name as RemoteName] : {};
  const ids = (remoteNames as string[]).includes(federation.name) ? exposeContractIds(federation.name as RemoteName) : {};
  return {
    schema: 1,
    name: federation.name,
    kind,
    version: readPackage(path.join(dir, 'package.json')).version,
    mfShared: readPackage(path.join(__dirname, '..', 'package.json')).version,
    exposes: Object.fromEntries(
      Object.keys(federation.exposes ?? {}).map((key) => [key, key in known ? (ids[key] ?? 'unknown') : 'unknown']),
    ),
    expects: kind === 'shell' ? Object.fromEntries(remoteNames.map((remote) => [remote, exposeContractIds(remote)])) : {},
    provides:
      kind === 'shell'
        ? Object.fromEntries(sharedSingletons.map((specifier) => [specifier, installedVersion(packageOf(specifier), dir)]))
        : {},
  };
}

class ContractRecordPlugin {
  constructor(private readonly record: () => ContractRecord) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractRecordPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractRecordPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            CONTRACT_RECORD_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(this.record(), null, 2)}\n`),
          );
        },
      );
    });
  }
}

export interface AppConfigOptions {
  /** The app's folder (__dirname of its webpack.config.ts). */
  dir: string;
  federation: FederationOptions;
  /** Port of the dev server in watch mode. */
  devPort: number;
  /** The shell builds an HTML page (with its icon, copied beside it and linked); remotes do not. */
  html?: { template: string; title: string; favicon?: string };
}

type Mode = 'production' | 'development';

/**
 * Content-hashed entry file names. webpack 5.111 asks the federation runtime module for the
 * entry's file name before content hashes exist (module-federation/core#5077); it only needs
 * the folder depth then, so the unhashed name answers that early question.
 */
function hashedFilename(pathData: { chunk?: { contentHash?: Record<string, string> } }): string {
  return pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';
}

/** A message file of one language: `locales/en_US.json`. */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2}_[A-Z]{2})\.json$/;

/**
 * Writes boot-assets.json: the JS and CSS files of the shell's `bootstrap` chunk group with the
 * shared modules it consumes, of each kit (`kit-desktop`, `kit-mobile`) with what it pulls in, and of
 * each language's messages (`locales`).
 * The shell server hints them in the page, so the browser fetches them with main.js instead of
 * one round trip later each (docs/performance.md).
 */
class BootAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const providers = new Map<string, Module>();
          for (const module of compilation.modules)
            if (module.type === 'provide-module') providers.set((module as unknown as { _name: string })._name, module);
          const filesOf = (groupName: string): string[] => {
            const group = compilation.namedChunkGroups.get(groupName);
            if (!group) return [];
            // The group's chunks, and the shared modules they consume, and what those consume in turn:
            // the chunks of the shell's own provided copy, which the runtime loads (not the fallback's,
            // whose files would be fetched for nothing), else the fallback's.
            const chunks = new Set(group.chunks);
            for (const chunk of chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== 'consume-shared-module') continue;
                const shareKey = (module as unknown as { options: { shareKey: string } }).options.shareKey;
                for (const block of providers.get(shareKey)?.blocks ?? module.blocks)
                  for (const child of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(child);
              }
            }
            const files = new Set<string>();
            for (const chunk of chunks) for (const file of chunk.files) files.add(file);
            return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
          };
          // The chunks of each language's message files (the shell's and mf-shared's common ones): the
          // server hints those of the page's language and of the fallback, which boot loads right away.
          const locales: Record<string, string[]> = {};
          for (const chunk of compilation.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const locale = LOCALE_FILE.exec(module.nameForCondition() ?? '')?.[1];
              if (!locale) continue;
              const files = (locales[locale] ??= []);
              for (const file of chunk.files) if (file.endsWith('.js') && !files.includes(file)) files.push(file);
            }
          }
          for (const files of Object.values(locales)) files.sort();
          const assets = {
            bootstrap: filesOf('bootstrap'),
            'kit-desktop': filesOf('kit-desktop'),
            'kit-mobile': filesOf('kit-mobile'),
            locales,
          };
          compilation.emitAsset(BOOT_ASSETS_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * The shared libraries every page runs before its first render, in one file of the shell: the
 * singletons above (mf-shared aside, which has kits and locales to load apart) and the packages
 * they and mf-shared import at boot. Left to webpack, each shared module is its own chunk, and the
 * copy the shell provides and its own fallback are two files of the same code: a dozen small
 * requests that six connections per host turn into round trips (docs/performance.md).
 */
const BOOT_LIBRARY_PACKAGES = [
  ...new Set(sharedSingletons.filter((specifier) => specifier !== '@casino/mf-shared').map(packageOf)),
  'scheduler',
  'html-parse-stringify',
  'void-elements',
  'use-sync-external-store',
  'react-router',
  'cookie',
  'set-cookie-parser',
  'eventemitter3',
  'js-cookie',
  // Not focus-trap, focus-trap-react, tabbable: a dialog loads them when it first opens (ui/responsive-modal.tsx).
];
const BOOT_LIBRARY_PATH = new RegExp(
  `[\\\\/]node_modules[\\\\/](${BOOT_LIBRARY_PACKAGES.join('|')})[\\\\/]|[\\\\/]mf-shared[\\\\/]build[\\\\/]shared-subsets[\\\\/]`,
);

const bootSplitChunks = {
  cacheGroups: {
    bootLibraries: {
      // Code only: the federation's consume and provide modules answer with their library's path
      // too, and one of them moved into the chunk it loads would wait for itself.
      test: (module: { type: string; nameForCondition(): string | null }) =>
        /^(javascript\/|css\/|json$)/.test(module.type) && BOOT_LIBRARY_PATH.test(module.nameForCondition() ?? ''),
      name: 'boot-libraries',
      chunks: 'async',
      enforce: true,
      priority: 30,
    },
  },
} as const;

/**
 * The runtime plugin that puts the shell's federation runtime on the page for the remotes
 * (`_FEDERATION_RUNTIME_CORE`), as its ES module file, so that it imports the same runtime modules
 * as the shell's own federation code.
 */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** Our TypeScript and JSX through swc (node_modules as published), for the browser or the server build. */
function scriptRule({ development, target }: { development: boolean; target: 'es2020' | 'es2022' }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}

/** The folder of an app's server build, inside its dist/ (published with it, never served: docs/ssr.md). */
export const SERVER_BUILD_DIR = 'server';

/**
 * The server build of an app (docs/ssr.md): the same sources for Node (`async-node`), for the
 * shell server's renderer. A remote's container (`server/remoteEntry.js`) is loaded by the
 * shell's server bundle through the federation runtime, as the browser loads the browser build,
 * with the shared singletons of the shell; the shell's own (`server/main.js`) exports the renderer.
 * Styles are the browser build's (the page links them): the server build skips CSS.
 */
function serverConfig(options: AppConfigOptions, mode: Mode): Configuration {
  const isShell = Boolean(options.html);
  return {
    name: 'server',
    mode,
    context: options.dir,
    entry: isShell ? { main: './src/server.tsx' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', SERVER_BUILD_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Chunks are found beside their container (the node runtime's loader), never by a public path.
      publicPath: '',
      uniqueName: `${options.federation.name}_server`,
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: Object.fromEntries(Object.keys(serverSubsets).map((pkg) => [`@whole/${pkg}$`, pkg])),
    },
    module: {
      rules: [scriptRule({ development: false, target: 'es2022' }), { test: /\.css$/, use: path.join(__dirname, 'no-styles-loader.cjs') }],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federation.name,
        filename: isShell ? undefined : 'remoteEntry.js',
        library: isShell ? undefined : { type: 'commonjs-module', name: options.federation.name },
        exposes: options.federation.exposes ?? {},
        remotes: {},
        remoteType: 'script',
        shared: sharedConfig({ subsets: 'server' }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', minimize: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** Builds the webpack configuration of one app: in production, its browser build and its server build. */
export function createWebpackConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: Mode }): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const browser = browserConfig(options, mode);
    return mode === 'production' ? [browser, serverConfig(options, mode)] : browser;
  };
}

function browserConfig(options: AppConfigOptions, mode: Mode): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const isShell = Boolean(options.html);

  return {
    mode,
    context: options.dir,
    // Remotes have no page of their own: the federation plugin adds their container entry.
    entry: isShell ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      filename: production ? hashedFilename : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: 'auto',
      uniqueName: options.federation.name,
      // The server build writes dist/server at the same time.
      clean: { keep: (file: string) => file === SERVER_BUILD_DIR || file.startsWith(`${SERVER_BUILD_DIR}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The whole package of a shared subset, for its subset module alone (sharedSubsets).
      alias: Object.fromEntries(Object.keys(sharedSubsets).map((pkg) => [`@whole/${pkg}$`, pkg])),
    },
    module: {
      rules: [
        scriptRule({ development: !production, target: 'es2020' }),
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federation.name,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: options.federation.exposes ?? {},
        // The shell registers remotes at run time from the release manifest, never at build time.
        remotes: {},
        shared: sharedConfig({ subsets: 'browser' }),
        shareStrategy: 'loaded-first',
        // One federation runtime on the page: the shell provides it (global _FEDERATION_RUNTIME_CORE),
        // and every remoteEntry uses it instead of carrying its own copy (docs/performance.md).
        // The shell adds the plugin that provides it itself, in its ES module build: the
        // `provideExternalRuntime` option adds the CommonJS build, which brings a second copy of
        // the runtime (CommonJS) into main.js beside the one the shell runs (ES modules).
        ...(isShell ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : {}),
        // A browser build: the runtime's code for loading in Node is left out.
        experiments: { ...(isShell ? {} : { externalRuntime: true }), optimization: { target: 'web' } },
        manifest: isShell ? false : { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      ...(isShell && production ? [new BootAssetsPlugin()] : []),
      new ContractRecordPlugin(() => contractRecord(options.federation, isShell ? 'shell' : 'remote', options.dir)),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]
        : []),
      ...(options.html
        ? [
            new HtmlWebpackPlugin({
              // Read as plain text: the markers and the template stay exactly as written.
              templateContent: fs.readFileSync(options.html.template, 'utf8').replace('%TITLE%', options.html.title),
              // The shell server replaces this with /shell/<version>/ when it serves the page.
              publicPath: production ? '%SHELL_BASE%' : '/',
              inject: 'body',
              // Keep the <!--casino:…--> markers the shell server fills in.
              minify: false,
              scriptLoading: 'defer',
              ...(options.html.favicon ? { favicon: options.html.favicon } : {}),
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    // No HTML minimizing: the shell's page keeps the <!--casino:…--> markers its server fills in.
    // The CSS is minimized (cssnano's default preset: comments, whitespace, shorter values): it is
    // on the first view's wire and, for a page drawn on the server, written into every page.
    optimization: {
      moduleIds: 'deterministic',
      minimizeOptions: { html: false },
      minimizer: ['...', new CssMinimizerPlugin()],
      ...(isShell ? { splitChunks: bootSplitChunks } : {}),
    } as Configuration['optimization'],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    devServer: {
      port: options.devPort,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: isShell,
      // Remotes are fetched cross-origin by the shell: their manifest and entry need CORS.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
