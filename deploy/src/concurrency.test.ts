/**
 * 100 promote and rollback commands on one environment at the same time, from four processes
 * (25 at once in each, through the CLI code): the manifest stays valid, every command that
 * reported a change has exactly one history line, and the history is one unbroken chain per app
 * (each line's "from" is the previous line's "to"), so no change was lost or applied on a stale
 * manifest. Every command targets a version no other command targets, so each one must change
 * something: 100 commands, 100 lines.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findRepoRoot } from './config';
import { readManifest, validateManifest } from '@casino/release-format';
import { readHistory } from './store/history';
import { ReleaseStore } from './store/release-store';
import { cleanup, fakeRepo, remoteDist, tempDir, writeFiles } from './testing';

jest.setTimeout(120_000);

const run = promisify(execFile);
const repoRoot = findRepoRoot(__dirname)!;
const REMOTES = ['mf-home', 'mf-auth', 'mf-games', 'mf-member', 'mf-proxy'];
const WORKERS = 4;

let root: string;
let releaseDir: string;

beforeEach(() => {
  root = tempDir('deploy-concurrency-');
  releaseDir = path.join(root, 'release');
});
afterEach(() => cleanup(root));

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

it('100 concurrent promote / rollback commands leave a valid manifest and one history line each', async () => {
  fakeRepo(root, Object.fromEntries(REMOTES.map((app) => [app, { version: '0.9.0', dist: remoteDist(app.replace('-', '_'), 'start') }])));
  const store = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'setup' });
  const build = (app: string, version: string) => {
    const dir = path.join(root, 'builds', app, version);
    writeFiles(dir, remoteDist(app.replace('-', '_'), version));
    return dir;
  };
  // Live in production at first: 0.9.0 of each remote. In staging: 2.0.0 (each promoted once).
  // Published elsewhere: 19 versions per remote (95 in all), each the target of one rollback --to.
  for (const app of REMOTES) {
    await store.publish({ app, env: 'production' });
    await store.publish({ app, env: 'staging', from: build(app, '2.0.0'), version: '2.0.0' });
    for (let i = 0; i < 19; i += 1) await store.publish({ app, env: 'pool', from: build(app, `1.0.${i}`), version: `1.0.${i}` });
  }
  const commands = shuffled([
    ...REMOTES.map((app) => ['promote', app, '--from', 'staging', '--to', 'production']),
    ...REMOTES.flatMap((app) => Array.from({ length: 19 }, (_, i) => ['rollback', app, '--env', 'production', '--to', `1.0.${i}`])),
  ]).map((args) => [...args, '--release-dir', releaseDir, '--actor', 'load-test', '--json']);
  expect(commands).toHaveLength(100);

  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const worker = path.join(__dirname, 'concurrency-worker.ts');
  const batches = Array.from({ length: WORKERS }, (_, w) => commands.filter((_, i) => i % WORKERS === w));
  const outputs = await Promise.all(
    batches.map((batch) => run(tsx, [worker, JSON.stringify(batch)], { cwd: root, maxBuffer: 16 * 1024 * 1024 })),
  );
  const results = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as Array<{ args: string[]; code: number; out: string; err: string }>);

  expect(results.filter((r) => r.code !== 0).map((r) => `${r.args.join(' ')}: ${r.err}`)).toEqual([]);
  const changes = results.map((r) => JSON.parse(r.out) as { app: string; toVersion: string; fromVersion: string; changed: boolean });
  expect(changes.every((c) => c.changed)).toBe(true);

  // A valid manifest, readable by the deploy tool and by the shell server's shape check.
  const manifest = await readManifest(releaseDir, 'production');
  expect(validateManifest(JSON.parse(readFileSync(path.join(releaseDir, 'manifests', 'production.json'), 'utf8')))).toEqual([]);
  expect(existsSync(path.join(releaseDir, 'manifests', 'production.lock'))).toBe(false);

  // One line per command, each change exactly once.
  const lines = (await readHistory(releaseDir, 'production')).filter((e) => e.actor === 'load-test');
  expect(lines).toHaveLength(100);
  expect(lines.map((e) => `${e.app}@${e.toVersion}`).sort()).toEqual(changes.map((c) => `${c.app}@${c.toVersion}`).sort());

  // Per app, an unbroken chain from 0.9.0 to what the manifest says is live.
  for (const app of REMOTES) {
    const chain = lines.filter((e) => e.app === app);
    expect(chain).toHaveLength(20);
    let live = '0.9.0';
    for (const entry of chain) {
      expect(entry.fromVersion).toBe(live);
      live = entry.toVersion;
    }
    expect(manifest?.remotes[app.replace('-', '_')]?.version).toBe(live);
    // And each command's own report agrees with its line.
    for (const change of changes.filter((c) => c.app === app)) {
      expect(chain.find((e) => e.toVersion === change.toVersion)?.fromVersion).toBe(change.fromVersion);
    }
  }
});
