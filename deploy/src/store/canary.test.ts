import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateManifest, type ReleaseManifest } from '@casino/release-format';
import { readHistory } from './history';
import { ReleaseStore } from './release-store';
import { cleanup, fakeRepo, remoteDist, serverContainer, shellDist, tempDir, writeFiles } from '../testing';

let root: string;
let releaseDir: string;
let store: ReleaseStore;
let clock: number;

const manifest = (env = 'production'): ReleaseManifest =>
  JSON.parse(readFileSync(path.join(releaseDir, 'manifests', `${env}.json`), 'utf8')) as ReleaseManifest;

/** Publishes mf-games at `version` into `env` (a version is published somewhere before it can be a canary elsewhere). */
async function publishGames(version: string, env: string, tag = version.replace(/\D/g, '')): Promise<void> {
  fakeRepo(root, { 'mf-games': { version, dist: remoteDist('mf_games', `t${tag}`) } });
  await store.publish({ app: 'mf-games', env });
}

beforeEach(async () => {
  root = tempDir();
  releaseDir = path.join(root, 'release');
  clock = Date.parse('2026-11-29T10:00:00.000Z');
  store = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'ops', now: () => new Date((clock += 1000)) });
  fakeRepo(root, { shell: { version: '1.0.0', dist: shellDist('s') } });
  await store.publish({ app: 'shell', env: 'production' });
  await publishGames('1.3.0', 'production');
  await publishGames('1.4.0', 'staging');
});

afterEach(() => cleanup(root));

describe('canary', () => {
  it('serves a published version beside the live one to a share of browsers, and records it', async () => {
    const result = await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });

    expect(result).toMatchObject({ action: 'canary', fromVersion: '1.3.0', toVersion: '1.4.0', percent: 10, changed: true });
    const games = manifest().remotes.mf_games!;
    expect(games.version).toBe('1.3.0');
    expect(games.canary).toEqual({
      version: '1.4.0',
      entry: '/remotes/mf-games/1.4.0/mf-manifest.json',
      integrity: expect.stringMatching(/^sha384-/),
      percent: 10,
      startedAt: expect.any(String),
    });
    expect(validateManifest(manifest())).toEqual([]);
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({
      action: 'canary',
      app: 'mf-games',
      fromVersion: '1.3.0',
      toVersion: '1.4.0',
      percent: 10,
      actor: 'ops',
    });
    expect(await store.canaryStatus({ env: 'production' })).toEqual([
      { app: 'mf-games', name: 'mf_games', live: '1.3.0', canary: games.canary },
    ]);
    const status = await store.status({ env: 'production' });
    expect(status.apps.find((a) => a.app === 'mf-games')?.canary?.version).toBe('1.4.0');
  });

  it('judges the canary with the promotion gates before any player gets it', async () => {
    // A 1.5.0 whose server build lacks the page its manifest exposes: the server gate refuses it.
    const broken = path.join(root, 'broken');
    writeFiles(broken, { ...remoteDist('mf_games', 'b'), 'server/remoteEntry.js': serverContainer('mf_games', [], 'b') });
    await store.publish({ app: 'mf-games', env: 'staging', from: broken, version: '1.5.0', force: true });

    await expect(store.canary({ app: 'mf-games', env: 'production', version: '1.5.0', percent: 10 })).rejects.toThrow(
      /mf-games 1\.5\.0 refused by the server gate/,
    );
    expect(manifest().remotes.mf_games!.canary).toBeUndefined();
  });

  it('re-weights a running canary, keeping when it started', async () => {
    await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });
    const started = manifest().remotes.mf_games!.canary!.startedAt;

    const again = await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });
    expect(again.changed).toBe(false);
    await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 50 });

    expect(manifest().remotes.mf_games!.canary).toMatchObject({ percent: 50, startedAt: started });
  });

  it('refuses what a canary cannot be', async () => {
    const start = (over: Partial<Parameters<ReleaseStore['canary']>[0]>) =>
      store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10, ...over });
    await expect(start({ percent: 0 })).rejects.toThrow('--percent must be a whole number from 1 to 99 (got 0)');
    await expect(start({ percent: 100 })).rejects.toThrow('at 100 use "canary promote"');
    await expect(start({ percent: 12.5 })).rejects.toThrow('--percent must be a whole number');
    await expect(start({ version: '1.3.0' })).rejects.toThrow('mf-games 1.3.0 is already the live version in production');
    await expect(start({ version: '9.9.9' })).rejects.toThrow(/mf-games 9\.9\.9 is not published/);
    await expect(start({ env: 'qa' })).rejects.toThrow('mf-games is not live in qa; publish it before a canary');
    await expect(start({ app: 'shell' })).rejects.toThrow('shell is not a remote');
    expect(manifest().remotes.mf_games!.canary).toBeUndefined();
  });

  it('promote makes the canary live for everyone; a plain rollback then goes back to the version before it', async () => {
    await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });

    const promoted = await store.canaryPromote({ app: 'mf-games', env: 'production' });

    expect(promoted).toMatchObject({ action: 'canary-promote', fromVersion: '1.3.0', toVersion: '1.4.0', changed: true });
    expect(promoted.endedCanary).toBeUndefined();
    expect(manifest().remotes.mf_games).toMatchObject({ version: '1.4.0' });
    expect(manifest().remotes.mf_games!.canary).toBeUndefined();
    const back = await store.rollback({ app: 'mf-games', env: 'production' });
    expect(back.toVersion).toBe('1.3.0');
  });

  it('abort sends everyone back to the live version at once, without gates, and says why in the history', async () => {
    await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });

    const aborted = await store.canaryAbort({ app: 'mf-games', env: 'production', reason: 'errors 4.1 % vs 0.2 %' });

    expect(aborted).toMatchObject({ action: 'canary-abort', fromVersion: '1.4.0', toVersion: '1.3.0', gates: [] });
    expect(manifest().remotes.mf_games).toMatchObject({ version: '1.3.0' });
    expect(manifest().remotes.mf_games!.canary).toBeUndefined();
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({
      action: 'canary-abort',
      fromVersion: '1.4.0',
      toVersion: '1.3.0',
      reason: 'errors 4.1 % vs 0.2 %',
    });
    // A plain rollback is not moved by the canary's lines: 1.4.0 never was the live version.
    await expect(store.rollback({ app: 'mf-games', env: 'production' })).rejects.toThrow(
      'nothing to roll back to: mf-games 1.3.0 is the first version live in production',
    );
    // Nothing left to abort or promote.
    await expect(store.canaryAbort({ app: 'mf-games', env: 'production' })).rejects.toThrow(
      'mf-games has no canary in production; nothing to abort',
    );
    await expect(store.canaryPromote({ app: 'mf-games', env: 'production' })).rejects.toThrow(
      'mf-games has no canary in production; nothing to promote',
    );
  });

  it('a rollback or publish of the live version ends its canary and says so', async () => {
    await publishGames('1.2.0', 'staging');
    await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });

    const back = await store.rollback({ app: 'mf-games', env: 'production', to: '1.2.0' });

    expect(back).toMatchObject({ toVersion: '1.2.0', endedCanary: '1.4.0' });
    expect(manifest().remotes.mf_games!.canary).toBeUndefined();
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({ action: 'rollback', endedCanary: '1.4.0' });
  });
});
