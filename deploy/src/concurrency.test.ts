/**
 * 100 promote, rollback and canary commands on one environment at the same time, from four
 * processes (25 at once in each, through the CLI code): the manifest stays valid, every command
 * that reported a change has exactly one history line, and the history is one unbroken chain per
 * app (each live change's "from" is the previous one's "to"; each canary line stands beside the
 * live version of its moment), so no change was lost or applied on a stale manifest. Promotes,
 * rollbacks and canary starts target a version no other command targets, so each must change
 * something; a canary's abort or promotion may find no canary running at its moment (a rollback
 * ended it, or it was not started yet) and is then refused, writing nothing.
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

jest.setTimeout(180_000);

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

interface Outcome {
  args: string[];
  code: number;
  out: string;
  err: string;
}

it('100 concurrent promote / rollback / canary commands leave a valid manifest and one history line each', async () => {
  fakeRepo(root, Object.fromEntries(REMOTES.map((app) => [app, { version: '0.9.0', dist: remoteDist(app.replace('-', '_'), 'start') }])));
  const store = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'setup' });
  const build = (app: string, version: string) => {
    const dir = path.join(root, 'builds', app, version);
    writeFiles(dir, remoteDist(app.replace('-', '_'), version));
    return dir;
  };
  // Live in production at first: 0.9.0 of each remote. In staging: 2.0.0 (each promoted once).
  // Published elsewhere: 16 versions per remote, each the target of one rollback --to or canary.
  for (const app of REMOTES) {
    await store.publish({ app, env: 'production' });
    await store.publish({ app, env: 'staging', from: build(app, '2.0.0'), version: '2.0.0' });
    for (let i = 0; i < 16; i += 1) await store.publish({ app, env: 'pool', from: build(app, `1.0.${i}`), version: `1.0.${i}` });
  }
  // Per remote 20: 1 promote, 12 rollbacks, 4 canary starts, 2 canary aborts, 1 canary promotion.
  const commands = shuffled(
    REMOTES.flatMap((app) => [
      ['promote', app, '--from', 'staging', '--to', 'production'],
      ...Array.from({ length: 12 }, (_, i) => ['rollback', app, '--env', 'production', '--to', `1.0.${i}`]),
      ...Array.from({ length: 4 }, (_, i) => [
        'canary',
        app,
        '--env',
        'production',
        '--version',
        `1.0.${12 + i}`,
        '--percent',
        `${5 + 10 * i}`,
      ]),
      ['canary', 'abort', app, '--env', 'production', '--reason', 'load test'],
      ['canary', 'abort', app, '--env', 'production'],
      ['canary', 'promote', app, '--env', 'production'],
    ]),
  ).map((args) => [...args, '--release-dir', releaseDir, '--actor', 'load-test', '--json']);
  expect(commands).toHaveLength(100);

  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const worker = path.join(__dirname, 'concurrency-worker.ts');
  const batches = Array.from({ length: WORKERS }, (_, w) => commands.filter((_, i) => i % WORKERS === w));
  const outputs = await Promise.all(
    batches.map((batch) => run(tsx, [worker, JSON.stringify(batch)], { cwd: root, maxBuffer: 16 * 1024 * 1024 })),
  );
  const results = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as Outcome[]);

  // Every command succeeded but an abort or promotion that found no canary at its moment.
  const endsCanary = (r: Outcome) => r.args[0] === 'canary' && (r.args[1] === 'abort' || r.args[1] === 'promote');
  const refused = results.filter((r) => r.code !== 0);
  expect(
    refused.filter((r) => !(endsCanary(r) && /has no canary in production/.test(r.err))).map((r) => `${r.args.join(' ')}: ${r.err}`),
  ).toEqual([]);
  const changes = results
    .filter((r) => r.code === 0)
    .map((r) => JSON.parse(r.out) as { app: string; action: string; toVersion: string; fromVersion: string; changed: boolean });
  expect(changes.every((c) => c.changed)).toBe(true);
  expect(changes.length + refused.length).toBe(100);

  // A valid manifest, readable by the deploy tool and by the shell server's shape check.
  const manifest = await readManifest(releaseDir, 'production');
  expect(validateManifest(JSON.parse(readFileSync(path.join(releaseDir, 'manifests', 'production.json'), 'utf8')))).toEqual([]);
  expect(existsSync(path.join(releaseDir, 'manifests', 'production.lock'))).toBe(false);

  // One line per change, each change exactly once.
  const lines = (await readHistory(releaseDir, 'production')).filter((e) => e.actor === 'load-test');
  expect(lines).toHaveLength(changes.length);
  const said = (c: { app: string; action: string; fromVersion: string | null; toVersion: string }) =>
    `${c.app} ${c.action} ${c.fromVersion}→${c.toVersion}`;
  expect(lines.map(said).sort()).toEqual(changes.map(said).sort());

  // Per app, replaying the history in order gives an unbroken chain and the manifest's state.
  for (const app of REMOTES) {
    let live = '0.9.0';
    let canary: string | null = null;
    for (const entry of lines.filter((e) => e.app === app)) {
      if (entry.action === 'canary') {
        expect(entry.fromVersion).toBe(live);
        canary = entry.toVersion;
      } else if (entry.action === 'canary-abort') {
        expect([entry.fromVersion, entry.toVersion]).toEqual([canary, live]);
        canary = null;
      } else {
        expect(entry.fromVersion).toBe(live);
        if (entry.action === 'canary-promote') expect(entry.toVersion).toBe(canary);
        // Any new live version ends a canary (a promotion ends it by making it live).
        expect(entry.endedCanary).toBe(canary !== null && entry.action !== 'canary-promote' ? canary : undefined);
        live = entry.toVersion;
        canary = null;
      }
    }
    const remote = manifest?.remotes[app.replace('-', '_')];
    expect(remote?.version).toBe(live);
    expect(remote?.canary?.version ?? null).toBe(canary);
  }
});
