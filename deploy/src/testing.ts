/** Helpers for deploy's own tests: temporary release dirs and fake built apps. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary folder; remove it with `cleanup`. */
export function tempDir(prefix = 'deploy-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes files (relative path → content) under `dir`, creating folders. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** Text that compresses well, exactly `size` bytes long (what minified bundles look like to zlib). */
export function compressibleText(size: number, tag = 'x'): string {
  const line = `export const ${tag} = function () { return "${tag}"; };\n`;
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
}

/** What webpack leaves in a remote's dist/, with `tag` making the content differ between builds. */
/** The federation names of the five remotes (contracts/src/remotes.ts). */
const REMOTE_NAMES = ['mf_home', 'mf_auth', 'mf_games', 'mf_member', 'mf_proxy'];

/** A build's casino-contract.json (what the mf-shared preset writes): one `./Page` per remote. */
export function contractFile(name: string, extra: Partial<Record<'exposes' | 'expects' | 'provides', unknown>> = {}): string {
  const shell = name === 'shell';
  return JSON.stringify({
    schema: 1,
    name,
    kind: shell ? 'shell' : 'remote',
    version: '0.0.0',
    mfShared: '0.7.1',
    exposes: shell ? {} : { './Page': 'page@1' },
    expects: shell ? Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { './Page': 'page@1' }])) : {},
    provides: shell ? { react: '19.3.1', '@casino/mf-shared': '0.7.1' } : {},
    ...extra,
  });
}

/** A remote's mf-manifest.json whose exposes (what the shell loads) name the dist's one chunk. */
export function remoteManifest(name: string, tag = 'a', exposes: readonly string[] = ['./Page']): string {
  const assets = { js: { sync: [`static/js/main.${tag}1234.js`], async: [] }, css: { sync: [], async: [] } };
  return JSON.stringify({
    id: name,
    name,
    metaData: { publicPath: 'auto', build: tag },
    exposes: exposes.map((expose) => ({ id: `${name}:${expose.slice(2)}`, name: expose.slice(2), path: expose, assets })),
  });
}

export function remoteDist(name: string, tag = 'a'): Record<string, string> {
  return {
    'casino-contract.json': contractFile(name),
    'mf-manifest.json': remoteManifest(name, tag),
    'remoteEntry.js': `/* ${name} ${tag} */ var ${name};`,
    [`static/js/main.${tag}1234.js`]: `console.log(${JSON.stringify(tag)});`,
    'server/remoteEntry.js': serverContainer(name, ['./Page'], tag),
  };
}

/** A server container (CommonJS, as the preset's Node build exports it) whose `get` knows `exposes`. */
export function serverContainer(name: string, exposes: readonly string[], tag = 'a'): string {
  return [
    `/* ${name} ${tag} (server) */`,
    `const exposes = ${JSON.stringify(exposes)};`,
    `module.exports = { ${JSON.stringify(name)}: {`,
    '  init: async () => undefined,',
    '  get: async (m) => {',
    '    if (!exposes.includes(m)) throw new Error(`Module "${m}" does not exist in container.`);',
    '    return () => ({ default: () => null });',
    '  },',
    '} };',
    '',
  ].join('\n');
}

/** The shell's server build as the shell server requires it: `renderPage`. */
export const SHELL_SERVER_MAIN = "module.exports = { renderPage: async () => ({ kind: 'skip', reason: 'a test build' }) };\n";

export function shellDist(tag = 'a'): Record<string, string> {
  return {
    'index.html': `<!doctype html><title>${tag}</title>`,
    'casino-contract.json': contractFile('shell'),
    [`static/js/shell.${tag}.js`]: 'void 0;',
    'server/main.js': SHELL_SERVER_MAIN,
  };
}

/**
 * A fake monorepo root: package.json with workspaces, and for each app a package.json with
 * `version` and a built dist/.
 */
export function fakeRepo(root: string, apps: Record<string, { version: string; dist: Record<string, string> }>): void {
  writeFiles(root, { 'package.json': JSON.stringify({ name: 'fake', workspaces: Object.keys(apps) }) });
  for (const [app, { version, dist }] of Object.entries(apps)) {
    writeFiles(path.join(root, app), { 'package.json': JSON.stringify({ name: `@casino/${app}`, version }) });
    rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
    writeFiles(path.join(root, app, 'dist'), dist);
  }
}
