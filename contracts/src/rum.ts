/**
 * Real-user monitoring (docs/operations.md, "Is a remote hurting players?"): the metrics the shell
 * server keeps from the pages' beacons, by remote and version, in Prometheus' names. The canary
 * watcher (`deploy watch`) reads them through Prometheus; the names are the contract between the two.
 */

/** The web vitals a page reports, each a histogram of its own (CLS has no unit; the others are seconds). */
export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** What went wrong in a page, attributed to the remote (or the shell) whose code it was. */
export const RUM_ERROR_KINDS = ['error', 'rejection', 'boundary', 'remote-load', 'hydration'] as const;
export type RumErrorKind = (typeof RUM_ERROR_KINDS)[number];

/** Prometheus metric names; every series has the labels `remote`, `version`, `route`, `device`. */
export const RUM_METRICS = {
  /** Counter: sampled page views, by the remote that drew the route and its version. */
  views: 'casino_rum_views_total',
  /** Counter: errors, with a `kind` label too (RUM_ERROR_KINDS). */
  errors: 'casino_rum_errors_total',
  /** Histograms (`_bucket`, `_sum`, `_count`) of each vital. */
  vitals: {
    LCP: 'casino_rum_lcp_seconds',
    INP: 'casino_rum_inp_seconds',
    CLS: 'casino_rum_cls',
    TTFB: 'casino_rum_ttfb_seconds',
  },
} as const satisfies { views: string; errors: string; vitals: Record<RumVital, string> };
