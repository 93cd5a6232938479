/**
 * The shell server's Prometheus metrics (`prom-client`; docs/operations.md, "Is a remote hurting
 * players?"): its own requests and renders, and the real-user figures the pages send (rum.ts),
 * labelled by remote, version, route and device. Every label value is one of a known, small set:
 * anything else is folded into `other`, so no client can grow the number of series.
 * `GET /metrics` answers them to a scraper that shows METRICS_TOKEN, to nobody else.
 */
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RUM_METRICS, RUM_VITALS, type BootManifest, type RumVital } from '@casino/contracts';
import type { CanaryRemote } from './canary';

/** What the release gauge needs of the release reader. */
export interface ReleaseView {
  manifest: BootManifest;
  canaries: CanaryRemote[];
}

const RUM_LABELS = ['remote', 'version', 'route', 'device'] as const;
type RumLabel = (typeof RUM_LABELS)[number];

/** Seconds for LCP and TTFB, INP's shorter scale, CLS's own (Google's "good" limits among the edges). */
const VITAL_BUCKETS: Record<RumVital, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  INP: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
};

export type RequestKind = 'page' | 'api' | 'asset' | 'manifest' | 'rum' | 'other';

export class ServerMetrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'casino_http_request_duration_seconds',
    help: 'Requests the shell server answered, by kind and status class, and how long each took.',
    labelNames: ['kind', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly renders = new Histogram({
    name: 'casino_ssr_render_seconds',
    help: 'Server renders of a page: drawn, or left to the browser (failed or past its budget).',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
    registers: [this.registry],
  });
  readonly pages = new Counter({
    name: 'casino_pages_total',
    help: 'Pages answered: drawn by the server or left to the browser, and how the HTML cache found them (none: not cacheable).',
    labelNames: ['drawn', 'cache'] as const,
    registers: [this.registry],
  });
  readonly views = new Counter({
    name: RUM_METRICS.views,
    help: 'Sampled page views, by the remote that drew the route and its version.',
    labelNames: RUM_LABELS,
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: RUM_METRICS.errors,
    help: 'Errors in the pages, by kind and by the remote (or the shell) whose code it was, at its version.',
    labelNames: ['kind', ...RUM_LABELS] as const,
    registers: [this.registry],
  });
  readonly vitals = Object.fromEntries(
    RUM_VITALS.map((vital) => [
      vital,
      new Histogram({
        name: RUM_METRICS.vitals[vital],
        help: `${vital} of the pages, by the remote that drew the route and its version.`,
        labelNames: RUM_LABELS,
        buckets: VITAL_BUCKETS[vital],
        registers: [this.registry],
      }),
    ]),
  ) as Record<RumVital, Histogram<RumLabel>>;

  /** The versions the environment serves, read from the release at each scrape (a promote, a rollback or a canary shows at once). */
  readonly release: Gauge<'remote' | 'version' | 'role'>;

  constructor(
    readRelease: () => Promise<ReleaseView> = async () => ({ manifest: { env: '', shellVersion: null, remotes: {} }, canaries: [] }),
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'casino_shell_server_' });
    this.release = new Gauge({
      name: 'casino_release_version_info',
      help: "The versions this server's environment serves: role live (its share: 100 minus the canaries') or canary (its share).",
      labelNames: ['remote', 'version', 'role'] as const,
      registers: [this.registry],
      async collect() {
        const { manifest, canaries } = await readRelease();
        this.reset();
        if (manifest.shellVersion) this.set({ remote: 'shell', version: manifest.shellVersion, role: 'live' }, 100);
        for (const remote of Object.values(manifest.remotes)) {
          if (!remote) continue;
          const share = canaries.filter((c) => c.remote.name === remote.name).reduce((left, c) => left - c.percent, 100);
          this.set({ remote: remote.name, version: remote.version, role: 'live' }, share);
        }
        for (const { remote, percent } of canaries) this.set({ remote: remote.name, version: remote.version, role: 'canary' }, percent);
      },
    });
  }
}

/** What a request was for, from its path (a bounded label). */
export function requestKind(url: string, isPage: boolean): RequestKind {
  if (isPage) return 'page';
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/manifests/')) return 'manifest';
  if (path === '/rum') return 'rum';
  if (/^\/(remotes|shell|assets)\//.test(path)) return 'asset';
  return 'other';
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
