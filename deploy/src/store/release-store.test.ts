import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  listFiles,
  manifestIntegrity,
  readManifest,
  validateManifest,
  type AppDefinition,
  type ReleaseManifest,
} from '@casino/release-format';
import { hashTree } from './content-tree';
import { readHistory } from './history';
import { ReleaseStore } from './release-store';
import { cleanup, compressibleText, fakeRepo, remoteDist, serverContainer, shellDist, tempDir, writeFiles } from '../testing';

let root: string;
let releaseDir: string;
let store: ReleaseStore;

const readJson = (file: string): ReleaseManifest => JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
const manifestFile = (env: string) => path.join(releaseDir, 'manifests', `${env}.json`);

function build(app: string, version: string, tag: string): void {
  fakeRepo(root, { [app]: { version, dist: app === 'shell' ? shellDist(tag) : remoteDist(app.replace('-', '_'), tag) } });
}

beforeEach(() => {
  root = tempDir();
  releaseDir = path.join(root, 'release');
  store = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'alice' });
});

afterEach(() => cleanup(root));

describe('publish', () => {
  it('copies the dist into an immutable version folder and records it live', async () => {
    build('mf-home', '0.1.0', 'a');

    const result = await store.publish({ app: 'mf-home', env: 'production' });

    expect(result).toMatchObject({
      app: 'mf-home',
      name: 'mf_home',
      version: '0.1.0',
      created: true,
      changed: true,
      previousVersion: null,
    });
    const folder = path.join(releaseDir, 'remotes', 'mf-home', '0.1.0');
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* mf_home a */ var mf_home;');
    expect(existsSync(path.join(folder, 'static/js/main.a1234.js'))).toBe(true);
    // No temporary folder is left next to the version.
    expect(readdirSync(path.join(releaseDir, 'remotes', 'mf-home'))).toEqual(['0.1.0']);
    expect(readJson(manifestFile('production')).remotes.mf_home?.version).toBe('0.1.0');
  });

  it('publishes the shell into release/shell/<version>/', async () => {
    build('shell', '1.2.3', 'a');
    await store.publish({ app: 'shell', env: 'dev' });
    expect(existsSync(path.join(releaseDir, 'shell', '1.2.3', 'index.html'))).toBe(true);
    const manifest = readJson(manifestFile('dev'));
    expect(manifest.shell).toEqual({ version: '1.2.3', path: '/shell/1.2.3/', publishedAt: expect.any(String) });
    expect(manifest.remotes).toEqual({});
  });

  it('is a no-op when the same content is published again', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'production' });
    const before = readFileSync(manifestFile('production'), 'utf8');

    const again = await store.publish({ app: 'mf-home', env: 'production' });

    expect(again).toMatchObject({ version: '0.1.0', created: false, changed: false });
    expect(readFileSync(manifestFile('production'), 'utf8')).toBe(before);
    expect(await readHistory(releaseDir, 'production')).toHaveLength(1);
  });

  it('refuses a version that exists with different content', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'production' });
    build('mf-home', '0.1.0', 'b');

    await expect(store.publish({ app: 'mf-home', env: 'production' })).rejects.toThrow(
      'mf-home 0.1.0 is already published with different content; bump the version',
    );
    // The published folder is untouched.
    expect(readFileSync(path.join(releaseDir, 'remotes/mf-home/0.1.0/remoteEntry.js'), 'utf8')).toContain('mf_home a');
  });

  it('with allowSuffix publishes different content as <version>-build.<hash8>', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'dev' });
    build('mf-home', '0.1.0', 'b');

    const result = await store.publish({ app: 'mf-home', env: 'dev', allowSuffix: true });

    expect(result.version).toBe(`0.1.0-build.${result.contentHash.slice(0, 8)}`);
    expect(result.version).toMatch(/^0\.1\.0-build\.[0-9a-f]{8}$/);
    expect(result.previousVersion).toBe('0.1.0');
    expect(readFileSync(path.join(releaseDir, 'remotes/mf-home', result.version, 'remoteEntry.js'), 'utf8')).toContain('mf_home b');
    expect(readJson(manifestFile('dev')).remotes.mf_home?.entry).toBe(`/remotes/mf-home/${result.version}/mf-manifest.json`);
    // The same build again lands on the same suffixed folder.
    expect(await store.publish({ app: 'mf-home', env: 'dev', allowSuffix: true })).toMatchObject({
      version: result.version,
      created: false,
      changed: false,
    });
  });

  it('takes --from and --version over the repo defaults', async () => {
    const elsewhere = path.join(root, 'elsewhere');
    writeFiles(elsewhere, remoteDist('mf_games', 'x'));
    const result = await store.publish({ app: 'mf-games', env: 'dev', from: elsewhere, version: '9.9.9' });
    expect(result.version).toBe('9.9.9');
    expect(existsSync(path.join(releaseDir, 'remotes/mf-games/9.9.9/remoteEntry.js'))).toBe(true);
  });

  it('refuses a missing build and a remote build without mf-manifest.json, saying to build first', async () => {
    writeFiles(root, { 'package.json': '{"workspaces":[]}', 'mf-auth/package.json': '{"version":"0.1.0"}' });
    await expect(store.publish({ app: 'mf-auth', env: 'dev' })).rejects.toThrow(/mf-auth has no build at .*; build it first/);

    writeFiles(path.join(root, 'mf-auth', 'dist'), { 'remoteEntry.js': '' });
    await expect(store.publish({ app: 'mf-auth', env: 'dev' })).rejects.toThrow(/has no mf-manifest.json; build it first/);
    expect(existsSync(path.join(releaseDir, 'remotes', 'mf-auth'))).toBe(false);
  });

  it('refuses unknown apps, unsafe env names and unsafe versions', async () => {
    build('mf-home', '0.1.0', 'a');
    await expect(store.publish({ app: 'mf-casino', env: 'dev' })).rejects.toThrow('unknown app "mf-casino"; known apps: shell, mf-home');
    await expect(store.publish({ app: 'mf-home', env: '../etc' })).rejects.toThrow('invalid environment name');
    await expect(store.publish({ app: 'mf-home', env: 'dev', version: '../../x' })).rejects.toThrow('invalid version');
  });
});

describe('manifest', () => {
  it('has the documented shape, a root-relative entry and the sha384 of mf-manifest.json', async () => {
    build('mf-games', '2.0.0', 'a');
    build('shell', '0.3.0', 'a');
    await store.publish({ app: 'mf-games', env: 'staging' });
    await store.publish({ app: 'shell', env: 'staging' });

    const manifest = readJson(manifestFile('staging'));
    const bytes = readFileSync(path.join(releaseDir, 'remotes/mf-games/2.0.0/mf-manifest.json'));
    const expected = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    expect(manifest).toEqual({
      schema: 1,
      env: 'staging',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      shell: { version: '0.3.0', path: '/shell/0.3.0/', publishedAt: expect.any(String) },
      remotes: {
        mf_games: {
          app: 'mf-games',
          name: 'mf_games',
          version: '2.0.0',
          entry: '/remotes/mf-games/2.0.0/mf-manifest.json',
          integrity: expected,
          publishedAt: expect.any(String),
        },
      },
    });
    expect(manifestIntegrity(bytes)).toBe(expected);
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('refuses to work on a corrupt manifest instead of overwriting it', async () => {
    writeFiles(releaseDir, { 'manifests/production.json': '{"schema":1,' });
    build('mf-home', '0.1.0', 'a');
    await expect(store.publish({ app: 'mf-home', env: 'production' })).rejects.toThrow('production.json is not valid JSON');
    expect(readFileSync(manifestFile('production'), 'utf8')).toBe('{"schema":1,');
  });
});

describe('concurrent publishes in one env', () => {
  it('never expose a half-written manifest and lose no entry', async () => {
    const apps: AppDefinition[] = Array.from({ length: 20 }, (_, i) => {
      const app = `mf-app${String(i).padStart(2, '0')}`;
      return { app, name: app.replace('-', '_'), kind: 'remote' };
    });
    for (const def of apps) writeFiles(path.join(root, def.app, 'dist'), remoteDist(def.name, def.app));
    const concurrentStore = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'ci', apps });

    let done = false;
    let reads = 0;
    const badReads: string[] = [];
    const reader = (async () => {
      while (!done) {
        try {
          const text = await readFile(manifestFile('production'), 'utf8');
          const problems = validateManifest(JSON.parse(text));
          if (problems.length) badReads.push(problems.join(', '));
          reads += 1;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') badReads.push(String(error));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const results = await Promise.all(apps.map((def) => concurrentStore.publish({ app: def.app, env: 'production', version: '1.0.0' })));
    done = true;
    await reader;

    expect(results.every((r) => r.changed)).toBe(true);
    expect(badReads).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    const manifest = readJson(manifestFile('production'));
    expect(Object.keys(manifest.remotes).sort()).toEqual(apps.map((a) => a.name).sort());
    expect(await readHistory(releaseDir, 'production')).toHaveLength(20);
    expect(existsSync(path.join(releaseDir, 'manifests', 'production.lock'))).toBe(false);
  }, 30_000);
});

describe('promote', () => {
  it('makes the version live in one env live in another, without copying', async () => {
    build('mf-games', '1.0.0', 'a');
    await store.publish({ app: 'mf-games', env: 'staging' });

    const result = await store.promote({ app: 'mf-games', from: 'staging', to: 'production' });

    expect(result).toMatchObject({ action: 'promote', fromVersion: null, toVersion: '1.0.0', changed: true });
    const staging = readJson(manifestFile('staging')).remotes.mf_games;
    const production = readJson(manifestFile('production')).remotes.mf_games;
    expect(production).toMatchObject({ version: '1.0.0', entry: staging?.entry, integrity: staging?.integrity });
    const [entry] = await readHistory(releaseDir, 'production');
    expect(entry).toMatchObject({ action: 'promote', app: 'mf-games', sourceEnv: 'staging', toVersion: '1.0.0', actor: 'alice' });
  });

  it('refuses when the app is not live in the source env', async () => {
    await expect(store.promote({ app: 'mf-games', from: 'staging', to: 'production' })).rejects.toThrow(
      'mf-games is not live in staging; nothing to promote',
    );
  });

  it('refuses when the version folder no longer matches the recorded integrity', async () => {
    build('mf-games', '1.0.0', 'a');
    await store.publish({ app: 'mf-games', env: 'staging' });
    writeFileSync(path.join(releaseDir, 'remotes/mf-games/1.0.0/mf-manifest.json'), '{"tampered":true}');
    await expect(store.promote({ app: 'mf-games', from: 'staging', to: 'production' })).rejects.toThrow(
      'mf-games 1.0.0 refused by the integrity gate: mf-manifest.json differs from what was published',
    );
    expect(existsSync(manifestFile('production'))).toBe(false);
  });
});

describe('rollback', () => {
  async function publishVersions(versions: string[]): Promise<void> {
    for (const version of versions) {
      build('mf-games', version, version);
      await store.publish({ app: 'mf-games', env: 'production' });
    }
  }

  it('goes back to the version live before the current one, then further back', async () => {
    await publishVersions(['1.0.0', '1.1.0', '1.2.0']);

    expect(await store.rollback({ app: 'mf-games', env: 'production' })).toMatchObject({
      fromVersion: '1.2.0',
      toVersion: '1.1.0',
      changed: true,
    });
    expect(readJson(manifestFile('production')).remotes.mf_games?.entry).toBe('/remotes/mf-games/1.1.0/mf-manifest.json');

    expect(await store.rollback({ app: 'mf-games', env: 'production' })).toMatchObject({ fromVersion: '1.1.0', toVersion: '1.0.0' });
    // 1.0.0 was the first version live here: nothing further back.
    await expect(store.rollback({ app: 'mf-games', env: 'production' })).rejects.toThrow(
      'nothing to roll back to: mf-games 1.0.0 is the first version live in production',
    );
  });

  it('recomputes the integrity of the version it points at', async () => {
    await publishVersions(['1.0.0', '1.1.0']);
    await store.rollback({ app: 'mf-games', env: 'production' });
    const bytes = readFileSync(path.join(releaseDir, 'remotes/mf-games/1.0.0/mf-manifest.json'));
    expect(readJson(manifestFile('production')).remotes.mf_games?.integrity).toBe(manifestIntegrity(bytes));
  });

  it('goes to a named published version', async () => {
    await publishVersions(['1.0.0', '1.1.0', '1.2.0']);
    expect(await store.rollback({ app: 'mf-games', env: 'production', to: '1.0.0' })).toMatchObject({
      fromVersion: '1.2.0',
      toVersion: '1.0.0',
    });
    expect((await readManifest(releaseDir, 'production'))?.remotes.mf_games?.version).toBe('1.0.0');
  });

  it('refuses a named version that is not published', async () => {
    await publishVersions(['1.0.0']);
    await expect(store.rollback({ app: 'mf-games', env: 'production', to: '0.9.0' })).rejects.toThrow('mf-games 0.9.0 is not published');
  });

  it('refuses with a clear message when there is nothing before', async () => {
    await publishVersions(['1.0.0']);
    await expect(store.rollback({ app: 'mf-games', env: 'production' })).rejects.toThrow(/nothing to roll back to/);
    await expect(store.rollback({ app: 'mf-auth', env: 'production' })).rejects.toThrow(
      'mf-auth is not live in production; nothing to roll back',
    );
  });

  it('skips a previous version whose folder was deleted', async () => {
    await publishVersions(['1.0.0', '1.1.0', '1.2.0']);
    cleanup(path.join(releaseDir, 'remotes/mf-games/1.1.0'));
    expect(await store.rollback({ app: 'mf-games', env: 'production' })).toMatchObject({ toVersion: '1.0.0' });
  });
});

describe('history, status, list and prune', () => {
  it('appends one JSON line per change with who, when, app, versions and action', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'staging' });
    build('mf-home', '0.2.0', 'b');
    await store.publish({ app: 'mf-home', env: 'staging' });
    await store.rollback({ app: 'mf-home', env: 'staging' });

    const lines = readFileSync(path.join(releaseDir, 'manifests/staging.history.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      { at: expect.any(String), actor: 'alice', env: 'staging', action: 'publish', app: 'mf-home', fromVersion: null, toVersion: '0.1.0' },
      {
        at: expect.any(String),
        actor: 'alice',
        env: 'staging',
        action: 'publish',
        app: 'mf-home',
        fromVersion: '0.1.0',
        toVersion: '0.2.0',
      },
      {
        at: expect.any(String),
        actor: 'alice',
        env: 'staging',
        action: 'rollback',
        app: 'mf-home',
        fromVersion: '0.2.0',
        toVersion: '0.1.0',
      },
    ]);
    expect(await store.history({ env: 'staging', app: 'mf-auth' })).toEqual([]);
  });

  it('reports the live version of every app, null where nothing is live', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'dev' });
    const status = await store.status({ env: 'dev' });
    expect(status.apps.map((a) => [a.app, a.version])).toEqual([
      ['shell', null],
      ['mf-home', '0.1.0'],
      ['mf-auth', null],
      ['mf-games', null],
      ['mf-member', null],
      ['mf-proxy', null],
    ]);
    expect((await store.status({ env: 'production' })).updatedAt).toBeNull();
  });

  it('reports a live folder that no longer matches its integrity record', async () => {
    build('mf-home', '0.1.0', 'a');
    await store.publish({ app: 'mf-home', env: 'dev' });
    const home = async () => (await store.status({ env: 'dev' })).apps.find((a) => a.app === 'mf-home')!;
    expect((await home()).folderProblems).toEqual([]);
    expect((await store.status({ env: 'dev' })).apps.find((a) => a.app === 'shell')!.folderProblems).toBeNull();

    const folder = path.join(releaseDir, 'remotes', 'mf-home', '0.1.0');
    writeFileSync(path.join(folder, 'remoteEntry.js'), 'window.stolen = document.cookie;');
    writeFileSync(path.join(folder, 'extra.js'), 'alert(1)');
    expect((await home()).folderProblems).toEqual([
      'extra.js was added after publishing',
      'remoteEntry.js differs from what was published',
    ]);
  });

  it('lists published versions newest first with where they are live, and prunes the unused ones', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const timed = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'alice', now: () => new Date((clock += 60_000)) });
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']) {
      build('mf-home', version, version);
      await timed.publish({ app: 'mf-home', env: 'staging' });
    }
    await timed.rollback({ app: 'mf-home', env: 'staging', to: '1.0.0' });
    await timed.promote({ app: 'mf-home', from: 'staging', to: 'production' });
    await timed.rollback({ app: 'mf-home', env: 'staging', to: '1.4.0' });

    const listed = await timed.list({ app: 'mf-home' });
    expect(listed.map((v) => v.version)).toEqual(['1.4.0', '1.3.0', '1.2.0', '1.1.0', '1.0.0']);
    expect(listed.find((v) => v.version === '1.0.0')?.liveIn).toEqual(['production']);

    // keep 1 newest (1.4.0); 1.0.0 is live in production and the staging rollback target.
    const result = await timed.prune({ app: 'mf-home', keep: 1 });
    expect(result.deleted.sort()).toEqual(['1.1.0', '1.2.0', '1.3.0']);
    expect(readdirSync(path.join(releaseDir, 'remotes/mf-home')).sort()).toEqual(['1.0.0', '1.4.0']);
  });
});

describe('compressed siblings (.br, .gz) written at publish', () => {
  /** A remote build with files big enough to be worth compressing, and some that never are. */
  function bigRemoteDist(tag: string): Record<string, string> {
    return {
      'mf-manifest.json': JSON.stringify({
        id: 'mf_home',
        name: 'mf_home',
        metaData: { publicPath: 'auto', build: tag },
        pad: compressibleText(3000),
      }),
      'remoteEntry.js': compressibleText(5000, `entry${tag}`),
      'static/js/main.js': compressibleText(4000, tag),
      'static/js/main.js.map': compressibleText(8000),
      'static/js/tiny.js': 'void 0;',
      'mf-manifest-stats.json': compressibleText(4000),
      // Under a kilobyte: never compressed.
      'server/remoteEntry.js': serverContainer('mf_home', []),
    };
  }
  const buildBig = (version: string, tag = version) => fakeRepo(root, { 'mf-home': { version, dist: bigRemoteDist(tag) } });
  const folder = (version: string) => path.join(releaseDir, 'remotes', 'mf-home', version);

  it('are in the version folder from the moment it appears, and decompress to the published files', async () => {
    buildBig('1.0.0');
    let seen = 0;
    const incomplete: string[] = [];
    let done = false;
    const watcher = (async () => {
      while (!done) {
        if (existsSync(path.join(folder('1.0.0'), 'mf-manifest.json'))) {
          seen += 1;
          for (const sibling of ['remoteEntry.js.br', 'remoteEntry.js.gz', 'mf-manifest.json.br', 'static/js/main.js.gz']) {
            if (!existsSync(path.join(folder('1.0.0'), sibling))) incomplete.push(sibling);
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await store.publish({ app: 'mf-home', env: 'production' });
    done = true;
    await watcher;

    expect(seen).toBeGreaterThan(0);
    expect(incomplete).toEqual([]);
    expect(await listFiles(folder('1.0.0'))).toEqual([
      'mf-manifest-stats.json',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
      'server/remoteEntry.js',
      'static/js/main.js',
      'static/js/main.js.br',
      'static/js/main.js.gz',
      'static/js/main.js.map',
      'static/js/tiny.js',
    ]);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/main.js']) {
      const original = readFileSync(path.join(folder('1.0.0'), file));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(folder('1.0.0'), `${file}.br`))).equals(original)).toBe(true);
      expect(zlib.gunzipSync(readFileSync(path.join(folder('1.0.0'), `${file}.gz`))).equals(original)).toBe(true);
    }
    expect(readdirSync(path.join(releaseDir, 'remotes', 'mf-home'))).toEqual(['1.0.0']);
  });

  it("are not content: the hash is the build's, the same build again is a no-op, another build is still refused", async () => {
    buildBig('1.0.0', 'a');
    const first = await store.publish({ app: 'mf-home', env: 'production' });
    expect(await hashTree(folder('1.0.0'))).toBe(first.contentHash);
    expect(await hashTree(path.join(root, 'mf-home', 'dist'))).toBe(first.contentHash);

    expect(await store.publish({ app: 'mf-home', env: 'production' })).toMatchObject({ created: false, changed: false });

    buildBig('1.0.0', 'b');
    await expect(store.publish({ app: 'mf-home', env: 'production' })).rejects.toThrow('already published with different content');
    // A changed original is still a change, whatever its siblings say.
    writeFileSync(path.join(folder('1.0.0'), 'remoteEntry.js'), 'tampered');
    expect(await hashTree(folder('1.0.0'))).not.toBe(first.contentHash);
  });

  it('a build that brings its own siblings gets them remade from its files, with the same content hash', async () => {
    fakeRepo(root, {
      'mf-home': { version: '1.0.0', dist: { ...bigRemoteDist('a'), 'remoteEntry.js.gz': 'stale', 'remoteEntry.js.br': 'stale' } },
    });
    const withStale = await store.publish({ app: 'mf-home', env: 'dev' });
    expect(withStale.contentHash).toBe(await hashTree(folder('1.0.0')));
    expect(zlib.gunzipSync(readFileSync(path.join(folder('1.0.0'), 'remoteEntry.js.gz'))).toString()).toBe(
      compressibleText(5000, 'entrya'),
    );
  });

  it('leave the integrity on the original mf-manifest.json bytes, through publish, promote and rollback', async () => {
    buildBig('1.0.0');
    await store.publish({ app: 'mf-home', env: 'staging' });
    buildBig('1.1.0');
    await store.publish({ app: 'mf-home', env: 'staging' });
    const integrityOf = (version: string) => manifestIntegrity(readFileSync(path.join(folder(version), 'mf-manifest.json')));
    expect(readJson(manifestFile('staging')).remotes.mf_home?.integrity).toBe(integrityOf('1.1.0'));
    // What a browser sent the brotli file gets after decoding is what the integrity covers.
    const decoded = zlib.brotliDecompressSync(readFileSync(path.join(folder('1.1.0'), 'mf-manifest.json.br')));
    expect(manifestIntegrity(decoded)).toBe(integrityOf('1.1.0'));

    await store.promote({ app: 'mf-home', from: 'staging', to: 'production' });
    expect(readJson(manifestFile('production')).remotes.mf_home?.integrity).toBe(integrityOf('1.1.0'));
    await store.rollback({ app: 'mf-home', env: 'staging' });
    expect(readJson(manifestFile('staging')).remotes.mf_home).toMatchObject({ version: '1.0.0', integrity: integrityOf('1.0.0') });
  });

  it('go with their version when it is pruned', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const timed = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'alice', now: () => new Date((clock += 60_000)) });
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      buildBig(version);
      await timed.publish({ app: 'mf-home', env: 'production' });
    }
    expect((await timed.list({ app: 'mf-home' })).map((v) => v.version)).toEqual(['1.3.0', '1.2.0', '1.1.0', '1.0.0']);

    const result = await timed.prune({ app: 'mf-home', keep: 1 });

    expect(result.deleted.sort()).toEqual(['1.0.0', '1.1.0']);
    expect(readdirSync(path.join(releaseDir, 'remotes/mf-home')).sort()).toEqual(['1.2.0', '1.3.0']);
    expect(await timed.rollback({ app: 'mf-home', env: 'production' })).toMatchObject({ toVersion: '1.2.0' });
  });
});
