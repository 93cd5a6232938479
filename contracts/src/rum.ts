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

/** Where the page's beacon goes (the shell server; same origin). */
export const RUM_PATH = '/rum';

/** What a beacon may carry: a page sends at most RUM_LIMITS.beaconsPerPage beacons of at most `events` events and `bytes` bytes. */
export const RUM_LIMITS = { events: 30, bytes: 8 * 1024, beaconsPerPage: 10, minIntervalMs: 5_000 } as const;

/** The share of page loads that report (0–1) when the site does not set `flags.rumSampleRate`. */
export const DEFAULT_RUM_SAMPLE_RATE = 0.1;

/** Whose code: a remote (`mf_games`) or `shell`, at its version. Nothing else about the player or the page. */
export interface RumOwner {
  remote: string;
  version: string;
}

/** Where it happened: the route's pattern (`/gameHall/:id`), never the URL (no query, no id of a player). */
export interface RumWhere {
  route: string;
}

export type RumEvent =
  | ({ type: 'view' } & RumOwner & RumWhere)
  | ({ type: 'vital'; name: RumVital; value: number } & RumOwner & RumWhere)
  | ({ type: 'error'; kind: RumErrorKind } & RumOwner & RumWhere);

/** One beacon: the page's layout and the events since the last beacon. */
export interface RumBeacon {
  device: 'desktop' | 'mobile';
  events: RumEvent[];
}
