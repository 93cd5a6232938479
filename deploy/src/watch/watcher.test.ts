import path from 'node:path';
import { readHistory } from '../store/history';
import { ReleaseStore } from '../store/release-store';
import { cleanup, fakeRepo, remoteDist, tempDir } from '../testing';
import { DEFAULT_THRESHOLDS, type VersionFigures } from './analysis';
import { PrometheusUnavailable, type PrometheusSource } from './prometheus';
import { CanaryWatcher } from './watcher';

jest.setTimeout(60_000);

let root: string;
let releaseDir: string;
let store: ReleaseStore;

const steady: VersionFigures = { views: 1000, errors: 10, lcpP75: 1.8, inpP75: 0.15 };

/** Prometheus as the watcher sees it: figures per version, or down. */
class FakePrometheus implements PrometheusSource {
  byVersion = new Map<string, VersionFigures>();
  down = false;
  asked: string[] = [];
  async figures(remote: string, version: string, window: string): Promise<VersionFigures> {
    this.asked.push(`${remote}@${version}[${window}]`);
    if (this.down) throw new PrometheusUnavailable('Prometheus at http://prometheus:9090 did not answer: connect ECONNREFUSED');
    return this.byVersion.get(version) ?? { views: 0, errors: 0, lcpP75: null, inpP75: null };
  }
}

const live = async () => (await store.status({ env: 'production' })).apps.find((a) => a.app === 'mf-games')!;

beforeEach(async () => {
  root = tempDir('deploy-watch-');
  releaseDir = path.join(root, 'release');
  store = new ReleaseStore({ releaseDir, repoRoot: root, actor: 'deploy-watch' });
  fakeRepo(root, { 'mf-games': { version: '1.3.0', dist: remoteDist('mf_games', 'live') } });
  await store.publish({ app: 'mf-games', env: 'production' });
  fakeRepo(root, { 'mf-games': { version: '1.4.0', dist: remoteDist('mf_games', 'canary') } });
  await store.publish({ app: 'mf-games', env: 'staging' });
  await store.canary({ app: 'mf-games', env: 'production', version: '1.4.0', percent: 10 });
});

afterEach(() => cleanup(root));

function watcher(prometheus: PrometheusSource) {
  return new CanaryWatcher(store, prometheus, { env: 'production', window: '10m', healthyIntervals: 3, thresholds: DEFAULT_THRESHOLDS });
}

describe('deploy watch', () => {
  it('aborts a canary whose errors are worse, and writes the figures into the history', async () => {
    const prometheus = new FakePrometheus();
    prometheus.byVersion.set('1.3.0', steady);
    prometheus.byVersion.set('1.4.0', { ...steady, views: 300, errors: 30 });

    const [decision] = await watcher(prometheus).tick();

    expect(decision).toMatchObject({ app: 'mf-games', canary: '1.4.0', live: '1.3.0', verdict: 'worse-errors', action: 'aborted' });
    expect(prometheus.asked.sort()).toEqual(['mf_games@1.3.0[10m]', 'mf_games@1.4.0[10m]']);
    expect((await live()).canary).toBeNull();
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({
      action: 'canary-abort',
      actor: 'deploy-watch',
      reason: 'deploy watch: worse-errors: errors 10.00 % canary / 1.00 % live (allowed 2.00 %); views 300 canary / 1000 live',
    });
  });

  it('aborts a canary whose vitals are worse', async () => {
    const prometheus = new FakePrometheus();
    prometheus.byVersion.set('1.3.0', steady);
    prometheus.byVersion.set('1.4.0', { ...steady, inpP75: 0.4 });
    expect((await watcher(prometheus).tick())[0]).toMatchObject({ verdict: 'worse-vitals', action: 'aborted' });
    expect((await live()).canary).toBeNull();
  });

  it('promotes a canary after enough healthy intervals in a row, and not before', async () => {
    const prometheus = new FakePrometheus();
    prometheus.byVersion.set('1.3.0', steady);
    prometheus.byVersion.set('1.4.0', steady);
    const watch = watcher(prometheus);

    expect((await watch.tick())[0]).toMatchObject({ verdict: 'healthy', healthyInARow: 1, action: 'none' });
    // Too few samples in between neither counts nor breaks the run.
    prometheus.byVersion.set('1.4.0', { ...steady, views: 12 });
    expect((await watch.tick())[0]).toMatchObject({ verdict: 'too-few-samples', healthyInARow: 1, action: 'none' });
    prometheus.byVersion.set('1.4.0', steady);
    expect((await watch.tick())[0]).toMatchObject({ healthyInARow: 2, action: 'none' });
    expect((await live()).version).toBe('1.3.0');
    expect((await watch.tick())[0]).toMatchObject({ healthyInARow: 3, action: 'promoted' });

    expect(await live()).toMatchObject({ version: '1.4.0', canary: null });
    expect((await readHistory(releaseDir, 'production')).at(-1)).toMatchObject({
      action: 'canary-promote',
      reason: expect.stringMatching(/^deploy watch: healthy 3 intervals in a row: errors 1\.00 % canary/),
    });
    // Nothing left to watch.
    expect(await watch.tick()).toEqual([]);
  });

  it('decides nothing while Prometheus is down, says so, and counts healthy intervals again from zero after', async () => {
    const prometheus = new FakePrometheus();
    prometheus.byVersion.set('1.3.0', steady);
    prometheus.byVersion.set('1.4.0', steady);
    const watch = watcher(prometheus);
    await watch.tick();
    await watch.tick();

    prometheus.down = true;
    const [blind] = await watch.tick();
    expect(blind).toMatchObject({ verdict: 'no-figures', action: 'none', healthyInARow: 0 });
    expect(blind!.detail).toBe('Prometheus at http://prometheus:9090 did not answer: connect ECONNREFUSED; no decision');
    expect((await live()).canary?.version).toBe('1.4.0');

    prometheus.down = false;
    expect((await watch.tick())[0]).toMatchObject({ healthyInARow: 1, action: 'none' });
    expect((await live()).canary?.version).toBe('1.4.0');
  });
});
