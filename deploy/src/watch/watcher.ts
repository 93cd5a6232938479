/**
 * `deploy watch` (docs/deploy.md, "Watching a canary"): at each interval, for every canary of the
 * environment, the canary's figures and the live version's over the same window (Prometheus), one
 * verdict (analysis.ts), and what follows from it: worse errors or vitals abort the canary (everyone
 * back on the live version at their next navigation); after enough healthy intervals in a row it is
 * promoted. Too few samples, or Prometheus not answering, decide nothing, and the watcher says so:
 * it never promotes on figures it could not read. Every abort and promotion is written into the
 * history with the figures that made it; every verdict is printed as one JSON line.
 */
import type { ReleaseStore } from '../store/release-store';
import { analyse, type Analysis, type Thresholds, type VersionFigures } from './analysis';
import { PrometheusUnavailable, type PrometheusSource } from './prometheus';

export interface WatchOptions {
  env: string;
  /** The PromQL window both versions are compared over, e.g. `10m`. */
  window: string;
  /** Healthy verdicts in a row before the canary is promoted. */
  healthyIntervals: number;
  thresholds: Thresholds;
  /** False skips the smoke gate of a promotion (a watcher without a browser; the history records it). */
  smoke?: boolean;
}

export type Action = 'aborted' | 'promoted' | 'none';

export interface WatchDecision {
  at: string;
  env: string;
  app: string;
  canary: string;
  live: string;
  /** The analysis' verdict, or `no-figures` when Prometheus could not be read. */
  verdict: Analysis['verdict'] | 'no-figures';
  /** Healthy verdicts in a row so far, of `healthyIntervals`. */
  healthyInARow: number;
  action: Action;
  detail: string;
  figures?: { canary: VersionFigures; live: VersionFigures };
}

export class CanaryWatcher {
  /** Healthy verdicts in a row, per `<app>@<canary version>` (a new canary starts at 0). */
  private readonly streaks = new Map<string, number>();

  constructor(
    private readonly store: ReleaseStore,
    private readonly prometheus: PrometheusSource,
    private readonly options: WatchOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One look at every canary of the environment. */
  async tick(): Promise<WatchDecision[]> {
    const decisions: WatchDecision[] = [];
    const canaries = await this.store.canaryStatus({ env: this.options.env });
    const running = new Set(canaries.map((c) => `${c.app}@${c.canary.version}`));
    for (const key of this.streaks.keys()) if (!running.has(key)) this.streaks.delete(key);
    for (const { app, name, live, canary } of canaries) {
      decisions.push(await this.judge(app, name, live, canary.version));
    }
    return decisions;
  }

  private async judge(app: string, name: string, live: string, version: string): Promise<WatchDecision> {
    const key = `${app}@${version}`;
    const base = { at: this.now().toISOString(), env: this.options.env, app, canary: version, live };
    let figures: { canary: VersionFigures; live: VersionFigures };
    try {
      const [canaryFigures, liveFigures] = await Promise.all([
        this.prometheus.figures(name, version, this.options.window),
        this.prometheus.figures(name, live, this.options.window),
      ]);
      figures = { canary: canaryFigures, live: liveFigures };
    } catch (error) {
      if (!(error instanceof PrometheusUnavailable)) throw error;
      // Unknown is not healthy: the count starts again once figures can be read.
      this.streaks.set(key, 0);
      return { ...base, verdict: 'no-figures', healthyInARow: 0, action: 'none', detail: `${error.message}; no decision` };
    }
    const analysis = analyse(figures.canary, figures.live, this.options.thresholds);
    const decided = { ...base, verdict: analysis.verdict, figures };
    if (analysis.verdict === 'worse-errors' || analysis.verdict === 'worse-vitals') {
      this.streaks.delete(key);
      await this.store.canaryAbort({ app, env: this.options.env, reason: `deploy watch: ${analysis.verdict}: ${analysis.detail}` });
      return { ...decided, healthyInARow: 0, action: 'aborted', detail: analysis.detail };
    }
    if (analysis.verdict === 'too-few-samples') {
      return { ...decided, healthyInARow: this.streaks.get(key) ?? 0, action: 'none', detail: analysis.detail };
    }
    const streak = (this.streaks.get(key) ?? 0) + 1;
    this.streaks.set(key, streak);
    if (streak < this.options.healthyIntervals) {
      return { ...decided, healthyInARow: streak, action: 'none', detail: analysis.detail };
    }
    this.streaks.delete(key);
    await this.store.canaryPromote({
      app,
      env: this.options.env,
      ...(this.options.smoke === false ? { smoke: false } : {}),
      reason: `deploy watch: healthy ${streak} intervals in a row: ${analysis.detail}`,
    });
    return { ...decided, healthyInARow: streak, action: 'promoted', detail: analysis.detail };
  }
}
