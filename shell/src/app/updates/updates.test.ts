import type { BootManifest } from '@casino/contracts';
import { BuildWatcher, releaseFingerprint } from './build-watcher';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

const manifest = (homeVersion: string, shellVersion = '1.0.0'): BootManifest => ({
  env: 'production',
  shellVersion,
  remotes: {
    mf_home: { app: 'mf-home', name: 'mf_home', version: homeVersion, entry: `/remotes/mf-home/${homeVersion}/mf-manifest.json` },
    mf_games: { app: 'mf-games', name: 'mf_games', version: '2.0.0', entry: '/remotes/mf-games/2.0.0/mf-manifest.json' },
  },
});

describe('BuildWatcher', () => {
  it('stays quiet while the live release is the page’s own, in any order', async () => {
    const reordered: BootManifest = {
      ...manifest('1.0.0'),
      remotes: { mf_games: manifest('1.0.0').remotes.mf_games, mf_home: manifest('1.0.0').remotes.mf_home },
    };
    expect(releaseFingerprint(reordered)).toBe(releaseFingerprint(manifest('1.0.0')));
    const watcher = new BuildWatcher({ current: manifest('1.0.0'), fetchLive: async () => reordered, intervalMs: 0 });
    await expect(watcher.check()).resolves.toBe(false);
  });

  it('notices a remote rolled back or the shell replaced', async () => {
    const rolledBack = new BuildWatcher({ current: manifest('1.1.0'), fetchLive: async () => manifest('1.0.0'), intervalMs: 0 });
    await expect(rolledBack.check()).resolves.toBe(true);
    const newShell = new BuildWatcher({ current: manifest('1.0.0'), fetchLive: async () => manifest('1.0.0', '1.0.1'), intervalMs: 0 });
    await expect(newShell.check()).resolves.toBe(true);
  });

  it('ignores a failed poll', async () => {
    const watcher = new BuildWatcher({ current: manifest('1.0.0'), fetchLive: () => Promise.reject(new Error('offline')), intervalMs: 0 });
    await expect(watcher.check()).resolves.toBe(false);
  });
});

describe('chunk reload guard', () => {
  function env(start = 1_000_000) {
    const data = new Map<string, string>();
    const state = { now: start, reloads: 0 };
    return {
      state,
      env: {
        storage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) },
        now: () => state.now,
        reload: () => void (state.reloads += 1),
      },
    };
  }

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once per path within 10 s, never in a loop', () => {
    const { state, env: environment } = env();
    expect(reloadForChunkError('/discount', environment)).toBe(true);
    state.now += 3000;
    expect(reloadForChunkError('/discount', environment)).toBe(false);
    expect(reloadForChunkError('/faq', environment)).toBe(true);
    state.now += CHUNK_RELOAD_WINDOW_MS;
    expect(reloadForChunkError('/discount', environment)).toBe(true);
    expect(state.reloads).toBe(3);
  });
});
