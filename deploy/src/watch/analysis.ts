/**
 * The canary analysis (docs/deploy.md, "Watching a canary"): the canary's figures against the live
 * version's over the same window, and one verdict. Pure: the watcher asks Prometheus for the
 * figures and acts on the verdict.
 */

/** What one version of one remote did in the window. */
export interface VersionFigures {
  /** Sampled page views drawn by this version. */
  views: number;
  /** Errors attributed to this version's code. */
  errors: number;
  /** 75th percentile of LCP and INP, in seconds; null without samples. */
  lcpP75: number | null;
  inpP75: number | null;
}

export interface Thresholds {
  /** Fewer views than this on either side: no verdict yet (a handful of pages proves nothing). */
  minViews: number;
  /** The canary's error rate may be at most this many times the live version's… */
  errorRatio: number;
  /** …plus this absolute margin (errors per view), so a live version without errors does not abort every canary over one error. */
  errorMargin: number;
  /** The canary's p75 LCP and INP may be at most this many times the live version's. */
  vitalRatio: number;
}

/** The documented defaults (docs/deploy.md): 200 views, 1.5× the errors + 0.5 %, 1.2× the vitals. */
export const DEFAULT_THRESHOLDS: Thresholds = { minViews: 200, errorRatio: 1.5, errorMargin: 0.005, vitalRatio: 1.2 };

export type Verdict = 'too-few-samples' | 'worse-errors' | 'worse-vitals' | 'healthy';

export interface Analysis {
  verdict: Verdict;
  /** In words, with the figures that made it (written into the history when the watcher acts). */
  detail: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)} %`;
const ms = (seconds: number | null) => (seconds === null ? '–' : `${Math.round(seconds * 1000)} ms`);

/** Compares the canary with the live version over one window. */
export function analyse(canary: VersionFigures, live: VersionFigures, thresholds: Thresholds = DEFAULT_THRESHOLDS): Analysis {
  const sample = `views ${canary.views} canary / ${live.views} live`;
  if (canary.views < thresholds.minViews || live.views < thresholds.minViews) {
    return { verdict: 'too-few-samples', detail: `${sample}: fewer than ${thresholds.minViews} on a side, no verdict` };
  }
  const canaryRate = canary.errors / canary.views;
  const liveRate = live.errors / live.views;
  const allowedRate = liveRate * thresholds.errorRatio + thresholds.errorMargin;
  const errors = `errors ${percent(canaryRate)} canary / ${percent(liveRate)} live (allowed ${percent(allowedRate)})`;
  if (canaryRate > allowedRate) return { verdict: 'worse-errors', detail: `${errors}; ${sample}` };
  const vitals = `p75 LCP ${ms(canary.lcpP75)} / ${ms(live.lcpP75)}, INP ${ms(canary.inpP75)} / ${ms(live.inpP75)}`;
  const worse = (c: number | null, l: number | null) => c !== null && l !== null && l > 0 && c > l * thresholds.vitalRatio;
  if (worse(canary.lcpP75, live.lcpP75) || worse(canary.inpP75, live.inpP75)) {
    return { verdict: 'worse-vitals', detail: `${vitals} (allowed ${thresholds.vitalRatio}×); ${errors}; ${sample}` };
  }
  return { verdict: 'healthy', detail: `${errors}; ${vitals}; ${sample}` };
}
