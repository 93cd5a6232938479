/**
 * The promotion gates against real builds: a tiny remote (it claims mf_proxy's ./ProxyPage and
 * imports react) built by webpack with the mf-shared preset, once as it should be and once with its
 * expose renamed; copies of the good build changed the way a broken build would be (a shared
 * requirement of react ^20, one of a newer mf-shared); a chunk tampered with after publishing.
 * The shell is the contract record the preset writes for the real shell (contractRecord).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractRecord, installedVersion } from '@casino/mf-shared/webpack';
import { readManifest } from '@casino/release-format';
import { findRepoRoot } from '../config';
import { exposesToLoad } from './gates';
import { readHistory } from './history';
import { ReleaseStore } from './release-store';
import type { SmokeRequest } from '../smoke';
import { cleanup, SHELL_SERVER_MAIN, tempDir, writeFiles } from '../testing';

jest.setTimeout(60_000);

const repoRoot = findRepoRoot(__dirname)!;
// Inside the repository, so webpack resolves react and the preset from its node_modules.
const fixture = path.join(repoRoot, 'node_modules', '.cache', `deploy-gates-fixture-${process.pid}`);
const goodDist = path.join(fixture, 'good', 'dist');
const renamedDist = path.join(fixture, 'renamed', 'dist');
const mfSharedVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'mf-shared', 'package.json'), 'utf8')) as { version: string }).version;

beforeAll(() => {
  rmSync(fixture, { recursive: true, force: true });
  for (const [variant, expose] of [
    ['good', './ProxyPage'],
    ['renamed', './Proxy'],
  ] as const) {
    writeFiles(path.join(fixture, variant), {
      'package.json': JSON.stringify({ name: `@casino/fixture-${variant}`, version: '9.0.0', private: true }),
      // Plain JS: the fixture lives under node_modules, which the preset's swc rule leaves out.
      'src/expose/proxy-page.js':
        "import { createElement } from 'react';\nexport default function ProxyPage() { return createElement('p', null, 'fixture'); }\n",
      'webpack.config.ts': [
        "import { createWebpackConfig, defineFederation } from '@casino/mf-shared/webpack';",
        `export default createWebpackConfig({ dir: __dirname, devPort: 0, federation: defineFederation({ name: 'mf_proxy', exposes: { '${expose}': './src/expose/proxy-page.js' } }) });`,
      ].join('\n'),
    });
  }
  // Two real production builds in one webpack run.
  writeFileSync(
    path.join(fixture, 'webpack.config.ts'),
    [
      "import good from './good/webpack.config';",
      "import renamed from './renamed/webpack.config';",
      '// Each config is a browser and a server build (docs/ssr.md): the gates judge both.',
      'export default (env: unknown, argv: { mode?: "production" }) =>',
      '  [good, renamed].flatMap((config) => [config(env, argv)].flat());',
      '',
    ].join('\n'),
  );
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '-c', 'webpack.config.ts'], {
    cwd: fixture,
    env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    stdio: 'pipe',
  });
}, 180_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

let root: string;
let releaseDir: string;
let store: ReleaseStore;
let smokeCalls: SmokeRequest[];

/** A build folder of the shell: what its real build records (the preset's contractRecord), changed by `edit`. */
function shellBuild(name: string, edit: (record: ReturnType<typeof contractRecord>) => void = () => undefined): string {
  const record = contractRecord({ name: 'shell' }, 'shell', path.join(repoRoot, 'shell'));
  edit(record);
  const dir = path.join(root, name);
  writeFiles(dir, {
    'index.html': '<!doctype html><title>shell</title>',
    'casino-contract.json': JSON.stringify(record, null, 2),
    'server/main.js': SHELL_SERVER_MAIN,
  });
  return dir;
}

/** A copy of the good build, changed by `edit` (its folder). */
function copyOfGood(name: string, edit: (dir: string) => void): string {
  const dir = path.join(root, name);
  cpSync(goodDist, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** A copy of the good build, its mf-manifest.json changed by `edit` (as another build would write it). */
function brokenCopy(name: string, edit: (manifest: { shared: Array<Record<string, unknown>> }) => void): string {
  const dir = path.join(root, name);
  cpSync(goodDist, dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: Array<Record<string, unknown>> };
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

const live = async (env: string) => (await readManifest(releaseDir, env))?.remotes.mf_proxy?.version ?? null;

beforeEach(async () => {
  root = tempDir();
  releaseDir = path.join(root, 'release');
  smokeCalls = [];
  store = new ReleaseStore({
    releaseDir,
    repoRoot,
    actor: 'gates-test',
    smoke: async (request) => {
      smokeCalls.push(request);
      return [];
    },
  });
  await store.publish({ app: 'shell', env: 'production', from: shellBuild('shell-0.1.0'), version: '0.1.0' });
});

afterEach(() => cleanup(root));

describe('the real builds', () => {
  it('record what they expose and what they require', () => {
    expect(JSON.parse(readFileSync(path.join(goodDist, 'casino-contract.json'), 'utf8'))).toMatchObject({
      name: 'mf_proxy',
      kind: 'remote',
      exposes: { './ProxyPage': 'page@1' },
    });
    expect(JSON.parse(readFileSync(path.join(renamedDist, 'casino-contract.json'), 'utf8'))).toMatchObject({
      exposes: { './Proxy': 'unknown' },
    });
    const shared = (JSON.parse(readFileSync(path.join(goodDist, 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string }> })
      .shared;
    expect(shared.map((s) => s.name)).toContain('react');
  });
});

describe('a good build', () => {
  it('passes every gate and goes live', async () => {
    const result = await store.publish({ app: 'mf-proxy', env: 'production', from: goodDist, version: '9.0.0' });
    expect(result.changed).toBe(true);
    expect(result.gates.map((g) => `${g.gate} ${g.status}`)).toEqual([
      'contract passed',
      'shared passed',
      'integrity passed',
      'server passed',
      'smoke passed',
    ]);
    expect(await live('production')).toBe('9.0.0');
    // The smoke ran on the would-be manifest, loading the candidate's one expose.
    expect(smokeCalls).toHaveLength(1);
    expect(smokeCalls[0]!.manifest.remotes.mf_proxy?.version).toBe('9.0.0');
    expect(smokeCalls[0]!.modules).toEqual([{ remote: 'mf_proxy', app: 'mf-proxy', version: '9.0.0', expose: './ProxyPage' }]);
  });
});

describe('refused, each with its reason, and nothing changes', () => {
  beforeEach(async () => {
    await store.publish({ app: 'mf-proxy', env: 'production', from: goodDist, version: '9.0.0' });
  });

  async function expectUnchanged(): Promise<void> {
    expect(await live('production')).toBe('9.0.0');
    expect((await readHistory(releaseDir, 'production')).filter((e) => e.app === 'mf-proxy')).toHaveLength(1);
  }

  it('a build whose expose was renamed (contract gate)', async () => {
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: renamedDist, version: '9.1.0' })).rejects.toThrow(
      'mf-proxy 9.1.0 refused by the contract gate: expose ./ProxyPage missing (the production shell 0.1.0 expects ./ProxyPage)',
    );
    await expectUnchanged();
  });

  /** A copy of the good build whose mf-manifest.json no longer lists ./ProxyPage; its casino-contract.json still declares it. */
  const manifestWithoutExpose = (name: string) =>
    copyOfGood(name, (copy) => {
      const file = path.join(copy, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: Array<{ path: string }> };
      writeFileSync(file, JSON.stringify({ ...manifest, exposes: manifest.exposes.filter((e) => e.path !== './ProxyPage') }));
    });

  it('a build whose mf-manifest.json lacks an expose its contract record declares (contract gate, before integrity and smoke)', async () => {
    await expect(
      store.publish({ app: 'mf-proxy', env: 'production', from: manifestWithoutExpose('manifest-lost-expose'), version: '9.1.1' }),
    ).rejects.toThrow(
      /^mf-proxy 9\.1\.1 refused by the contract gate: the version folder declares \.\/ProxyPage in casino-contract\.json, but its mf-manifest\.json does not expose it \(the shell loads what the manifest lists\)$/,
    );
    expect(smokeCalls).toHaveLength(1); // the good build's, in beforeEach: the smoke never ran for it
    await expectUnchanged();
  });

  it('a build whose mf-manifest.json names an exposed chunk that is not in the folder (contract gate)', async () => {
    let chunk = '';
    const dir = copyOfGood('manifest-missing-chunk', (copy) => {
      chunk = readdirSync(copy).find((f) => f.startsWith('__federation_expose_ProxyPage') && f.endsWith('.js'))!;
      rmSync(path.join(copy, chunk));
    });
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.1.2' })).rejects.toThrow(
      `mf-proxy 9.1.2 refused by the contract gate: the version folder: ./ProxyPage names ${chunk} in its mf-manifest.json, which is not in the folder`,
    );
    await expectUnchanged();
  });

  it('a shell, while the live remote ships a manifest without an expose it declares (contract gate)', async () => {
    await store.publish({ app: 'mf-proxy', env: 'production', from: manifestWithoutExpose('forced-lost'), version: '9.1.3', force: true });
    await expect(store.publish({ app: 'shell', env: 'production', from: shellBuild('shell-0.1.1'), version: '0.1.1' })).rejects.toThrow(
      'shell 0.1.1 refused by the contract gate: the live mf-proxy 9.1.3 declares ./ProxyPage in casino-contract.json, but its mf-manifest.json does not expose it (the shell loads what the manifest lists)',
    );
    expect((await readManifest(releaseDir, 'production'))?.shell?.version).toBe('0.1.0');
  });

  it('the smoke loads what the shell expects and the record declares, not only what the manifest lists', async () => {
    const dir = manifestWithoutExpose('smoke-exposes');
    expect(await exposesToLoad(dir, [])).toEqual(['./ProxyPage']);
    expect(await exposesToLoad(dir, ['./Launcher'])).toEqual(['./ProxyPage', './Launcher']);
    expect(await exposesToLoad(goodDist, [])).toEqual(['./ProxyPage']);
  });

  it('a build requiring react ^20 (shared gate)', async () => {
    const dir = brokenCopy('react-20', (m) => {
      const react = m.shared.find((s) => s.name === 'react')!;
      Object.assign(react, { version: '20.0.0', requiredVersion: '^20.0.0' });
    });
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.2.0' })).rejects.toThrow(
      `mf-proxy 9.2.0 refused by the shared gate: react ^20.0.0 required, the production shell 0.1.0 provides ${installedVersion('react', path.join(repoRoot, 'shell'))}`,
    );
    await expectUnchanged();
  });

  it('a build made with a newer mf-shared (shared gate)', async () => {
    const [major, minor] = mfSharedVersion.split('.').map(Number) as [number, number];
    const newer = `${major}.${minor + 1}.0`;
    const dir = brokenCopy('mf-shared-newer', (m) => {
      m.shared.push({
        id: 'mf_proxy:@casino/mf-shared',
        name: '@casino/mf-shared',
        version: newer,
        singleton: true,
        requiredVersion: `^${newer}`,
      });
    });
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.3.0' })).rejects.toThrow(
      `mf-proxy 9.3.0 refused by the shared gate: @casino/mf-shared ^${newer} required, the production shell 0.1.0 provides ${mfSharedVersion}`,
    );
    await expectUnchanged();
  });

  it('a chunk tampered with after publishing (integrity gate), on promote and on rollback', async () => {
    await store.publish({ app: 'mf-proxy', env: 'staging', from: goodDist, version: '9.0.0' });
    await store.publish({ app: 'mf-proxy', env: 'staging', from: brokenCopy('good-copy', () => undefined), version: '9.0.1' });
    const folder = path.join(releaseDir, 'remotes', 'mf-proxy', '9.0.1');
    const chunk = readdirSync(folder).find((f) => f.startsWith('__federation_expose_ProxyPage') && f.endsWith('.js'))!;
    writeFileSync(path.join(folder, chunk), 'window.stolen = document.cookie;');

    await expect(store.promote({ app: 'mf-proxy', from: 'staging', to: 'production' })).rejects.toThrow(
      `mf-proxy 9.0.1 refused by the integrity gate: ${chunk} differs from what was published`,
    );
    await expect(store.rollback({ app: 'mf-proxy', env: 'production', to: '9.0.1' })).rejects.toThrow(
      `mf-proxy 9.0.1 refused by the integrity gate: ${chunk} differs from what was published`,
    );
    await expectUnchanged();
  });

  it('a version that does not load in the browser (smoke gate)', async () => {
    const failing = new ReleaseStore({
      releaseDir,
      repoRoot,
      actor: 'gates-test',
      smoke: async ({ modules }) => modules.map((module) => ({ module, problem: 'ScriptExternalLoadError: Loading script failed' })),
    });
    await expect(
      failing.publish({ app: 'mf-proxy', env: 'production', from: brokenCopy('smoke', () => undefined), version: '9.4.0' }),
    ).rejects.toThrow(
      'mf-proxy 9.4.0 refused by the smoke gate: ./ProxyPage did not load in the production shell 0.1.0: ScriptExternalLoadError: Loading script failed',
    );
    await expectUnchanged();
  });

  it('a build without its server build (server gate)', async () => {
    const dir = copyOfGood('no-server', (copy) => rmSync(path.join(copy, 'server'), { recursive: true }));
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.5.0' })).rejects.toThrow(
      'mf-proxy 9.5.0 refused by the server gate: server/remoteEntry.js is missing (a build from before server rendering, docs/ssr.md); rebuild and publish it, or --force',
    );
    await expectUnchanged();
  });

  it('a server build that does not load in Node (server gate)', async () => {
    const dir = copyOfGood('server-throws', (copy) =>
      writeFileSync(path.join(copy, 'server', 'remoteEntry.js'), 'throw new Error("server entry broke on purpose");\n'),
    );
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.5.1' })).rejects.toThrow(
      'mf-proxy 9.5.1 refused by the server gate: server/remoteEntry.js does not load in Node: server entry broke on purpose',
    );
    await expectUnchanged();
  });

  it('a server container that lacks a module of the browser container (server gate)', async () => {
    // The browser build of the good fixture with the server build of the renamed one: ./Proxy only.
    const dir = copyOfGood('server-renamed', (copy) => {
      rmSync(path.join(copy, 'server'), { recursive: true });
      cpSync(path.join(renamedDist, 'server'), path.join(copy, 'server'), { recursive: true });
    });
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: dir, version: '9.5.2' })).rejects.toThrow(
      'mf-proxy 9.5.2 refused by the server gate: the server container lacks ./ProxyPage (the browser container exposes ./ProxyPage)',
    );
    await expectUnchanged();
  });

  it('a shell without its server build (server gate)', async () => {
    const dir = shellBuild('shell-0.4.0');
    rmSync(path.join(dir, 'server'), { recursive: true });
    await expect(store.publish({ app: 'shell', env: 'production', from: dir, version: '0.4.0' })).rejects.toThrow(
      'shell 0.4.0 refused by the server gate: server/main.js is missing (a build from before server rendering, docs/ssr.md); rebuild and publish it, or --force',
    );
    expect((await readManifest(releaseDir, 'production'))?.shell?.version).toBe('0.1.0');
  });

  it('a composition whose public page the shell server does not render (smoke gate)', async () => {
    const failing = new ReleaseStore({
      releaseDir,
      repoRoot,
      actor: 'gates-test',
      smoke: async () => [{ page: '/', problem: 'its #root is empty: the shell server left the page to the browser (its log says why)' }],
    });
    await expect(
      failing.publish({ app: 'mf-proxy', env: 'production', from: brokenCopy('smoke-page', () => undefined), version: '9.6.0' }),
    ).rejects.toThrow(
      'mf-proxy 9.6.0 refused by the smoke gate: / was not rendered on the server by the production shell 0.1.0: its #root is empty: the shell server left the page to the browser (its log says why)',
    );
    await expectUnchanged();
  });

  it('a shell that expects another contract version, or provides react 20, of the live remote', async () => {
    const expectsV2 = shellBuild('shell-0.2.0', (r) => (r.expects.mf_proxy = { './ProxyPage': 'page@2' }));
    await expect(store.publish({ app: 'shell', env: 'production', from: expectsV2, version: '0.2.0' })).rejects.toThrow(
      'shell 0.2.0 refused by the contract gate: the live mf-proxy 9.0.0 implements ./ProxyPage as page@1 (this shell expects page@2)',
    );
    const react20 = shellBuild('shell-0.3.0', (r) => (r.provides.react = '20.0.0'));
    await expect(store.publish({ app: 'shell', env: 'production', from: react20, version: '0.3.0' })).rejects.toThrow(
      /^shell 0\.3\.0 refused by the shared gate: the live mf-proxy 9\.0\.0 requires react ~19\.\d+\.\d+, this shell provides 20\.0\.0$/,
    );
    expect((await readManifest(releaseDir, 'production'))?.shell?.version).toBe('0.1.0');
  });
});

describe('--force and --no-smoke', () => {
  it('--force makes a refused build live and says so in the history', async () => {
    await store.publish({ app: 'mf-proxy', env: 'production', from: goodDist, version: '9.0.0' });
    const result = await store.publish({ app: 'mf-proxy', env: 'production', from: renamedDist, version: '9.1.0', force: true });
    expect(result).toMatchObject({
      changed: true,
      forced: true,
      skippedGates: ['contract', 'shared', 'integrity', 'server', 'smoke'],
      gates: [],
    });
    expect(await live('production')).toBe('9.1.0');
    const last = (await readHistory(releaseDir, 'production')).at(-1);
    expect(last).toMatchObject({
      app: 'mf-proxy',
      toVersion: '9.1.0',
      forced: true,
      skippedGates: ['contract', 'shared', 'integrity', 'server', 'smoke'],
    });
    const line = readFileSync(path.join(releaseDir, 'manifests', 'production.history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .at(-1);
    expect(line).toContain('"forced":true,"skippedGates":["contract","shared","integrity","server","smoke"]');
  });

  it('--no-smoke runs the other gates and records the skipped smoke', async () => {
    const result = await store.publish({ app: 'mf-proxy', env: 'production', from: goodDist, version: '9.0.0', smoke: false });
    expect(smokeCalls).toHaveLength(0);
    expect(result.skippedGates).toEqual(['smoke']);
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({ skippedGates: ['smoke'] });
    expect((await readHistory(releaseDir, 'production')).at(-1)?.forced).toBeUndefined();
    await expect(store.publish({ app: 'mf-proxy', env: 'production', from: renamedDist, version: '9.1.0', smoke: false })).rejects.toThrow(
      'refused by the contract gate',
    );
  });
});

describe('the mf-shared preset', () => {
  it('makes the shell record every remote of the contracts and the versions it provides', () => {
    const record = contractRecord({ name: 'shell' }, 'shell', path.join(repoRoot, 'shell'));
    expect(Object.keys(record.expects).sort()).toEqual(['mf_auth', 'mf_games', 'mf_home', 'mf_member', 'mf_proxy']);
    expect(record.expects.mf_games).toMatchObject({ './GameHallPage': 'page@1', './GameLauncherHost': 'host@1' });
    expect(record.provides['@casino/mf-shared']).toBe(mfSharedVersion);
  });
});

describe('a smoke gate that cannot run', () => {
  it('refuses in one line saying why and how to skip it, and changes nothing', async () => {
    const broken = new ReleaseStore({
      releaseDir,
      repoRoot,
      actor: 'gates-test',
      smoke: async () => {
        throw new Error('no Chromium at /nowhere/chromium (set CHROMIUM_PATH)');
      },
    });
    await expect(broken.publish({ app: 'mf-proxy', env: 'production', from: goodDist, version: '9.0.0' })).rejects.toThrow(
      'mf-proxy 9.0.0: the smoke gate could not run: no Chromium at /nowhere/chromium (set CHROMIUM_PATH) (--no-smoke skips it, recorded in the history)',
    );
    expect(await live('production')).toBeNull();
  });
});
