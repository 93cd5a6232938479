import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ReleaseReader } from './release';

/** A release folder whose manifest names `shellVersion`, written anew (a later mtime) each time. */
function writeManifest(dir: string, shellVersion: string, mtime: Date) {
  const file = path.join(dir, 'manifests', 'test.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ env: 'test', shell: { version: shellVersion }, remotes: {} }));
  fs.utimesSync(file, mtime, mtime);
}

describe('ReleaseReader', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-reader-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a new manifest at the next read, and keeps the parsed one while the file is unchanged', async () => {
    writeManifest(dir, '1.0.0', new Date(2026, 0, 1));
    const reader = new ReleaseReader(dir, 'test', {});
    const first = await reader.read();
    expect(first.manifest.shellVersion).toBe('1.0.0');
    expect(await reader.read()).toBe(first);
    writeManifest(dir, '1.0.1', new Date(2026, 0, 2));
    expect((await reader.read()).manifest.shellVersion).toBe('1.0.1');
  });

  it('lets the reads that arrive while one looks at the file share that look', async () => {
    writeManifest(dir, '1.0.0', new Date(2026, 0, 1));
    const reader = new ReleaseReader(dir, 'test', {});
    const stat = jest.spyOn(fsPromises, 'stat');
    const wave = await Promise.all(Array.from({ length: 50 }, () => reader.read()));
    expect(stat).toHaveBeenCalledTimes(1);
    expect(new Set(wave.map((release) => release.manifest.shellVersion))).toEqual(new Set(['1.0.0']));
    // The wave is over: the next read looks again.
    await reader.read();
    expect(stat).toHaveBeenCalledTimes(2);
  });

  it("reads a remote's canary beside its live version, and none for a remote a dev server overrides", async () => {
    const file = path.join(dir, 'manifests', 'test.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const remote = (app: string, name: string) => ({
      app,
      name,
      version: '1.3.0',
      entry: `/remotes/${app}/1.3.0/mf-manifest.json`,
      integrity: 'sha384-live',
      canary: { version: '1.4.0', entry: `/remotes/${app}/1.4.0/mf-manifest.json`, integrity: 'sha384-c', percent: 10, startedAt: 'x' },
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        env: 'test',
        shell: { version: '1.0.0' },
        remotes: { mf_games: remote('mf-games', 'mf_games'), mf_home: remote('mf-home', 'mf_home') },
      }),
    );
    const read = await new ReleaseReader(dir, 'test', { mf_home: 'http://127.0.0.1:3001/mf-manifest.json' }).read();
    expect(read.manifest.remotes.mf_games?.version).toBe('1.3.0');
    expect(read.canaries).toEqual([
      {
        remote: {
          app: 'mf-games',
          name: 'mf_games',
          version: '1.4.0',
          entry: '/remotes/mf-games/1.4.0/mf-manifest.json',
          integrity: 'sha384-c',
        },
        percent: 10,
      },
    ]);
  });

  it('answers no shell when the environment has no manifest', async () => {
    const reader = new ReleaseReader(dir, 'test', {});
    expect(await reader.read()).toEqual({ manifest: { env: 'test', shellVersion: null, remotes: {} }, shellDir: null, canaries: [] });
  });
});
