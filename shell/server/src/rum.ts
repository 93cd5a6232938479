/**
 * POST /rum: the pages' real-user beacons (the shell's app/rum/, docs/operations.md), kept as the
 * Prometheus metrics of metrics.ts. What a beacon may say is bounded: at most RUM_LIMITS.events
 * events and twice RUM_LIMITS.bytes bytes (413 past it), a few beacons a minute per address (429
 * past it), and label values from known sets only (a remote of the release at a version live or in
 * a canary, a route of the route table, a layout), anything else counted as `other`. Nothing is
 * stored about the player: the beacon carries no URL, token or account, and nothing is logged.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { RUM_ERROR_KINDS, RUM_LIMITS, RUM_PATH, RUM_VITALS, remoteNames, type RumErrorKind, type RumVital } from '@casino/contracts';
import { routeTable } from '../../src/app/route-table';
import type { ServerMetrics } from './metrics';
import type { LiveRelease, ReleaseReader } from './release';

const OTHER = 'other';
const ROUTES = new Set([...routeTable.map((entry) => entry.path), 'not-found', 'rule']);
/** The largest value a vital may have to be counted (seconds; CLS has no unit): a stuck tab's hours are not a figure. */
const VITAL_MAX: Record<RumVital, number> = { LCP: 60, TTFB: 60, INP: 60, CLS: 10 };

export interface RumRouteOptions {
  metrics: ServerMetrics;
  release: Pick<ReleaseReader, 'read'>;
  /** Beacons one address may send in a minute (a page sends at most RUM_LIMITS.beaconsPerPage). */
  perAddressPerMinute?: number;
}

/** The versions each remote (and the shell) runs in this release: the live ones and the canaries. */
function knownVersions(release: LiveRelease): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  const add = (remote: string, version: string) => known.set(remote, (known.get(remote) ?? new Set()).add(version));
  if (release.manifest.shellVersion) add('shell', release.manifest.shellVersion);
  for (const remote of Object.values(release.manifest.remotes)) if (remote) add(remote.name, remote.version);
  for (const { remote } of release.canaries) add(remote.name, remote.version);
  return known;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The labels of one event, each folded into `other` when it is not one the server knows. */
function labelsOf(event: Record<string, unknown>, device: string, known: Map<string, Set<string>>) {
  const remote = text(event.remote);
  const knownRemote = remote === 'shell' || (remoteNames as string[]).includes(remote);
  const version = text(event.version);
  return {
    remote: knownRemote ? remote : OTHER,
    version: knownRemote && known.get(remote)?.has(version) ? version : OTHER,
    route: ROUTES.has(text(event.route)) ? text(event.route) : OTHER,
    device,
  };
}

/** Counts one beacon's events; answers how many were counted. */
export function countBeacon(body: unknown, metrics: ServerMetrics, release: LiveRelease): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const { device: rawDevice, events } = body as Record<string, unknown>;
  if (!Array.isArray(events) || events.length > RUM_LIMITS.events) return null;
  const device = rawDevice === 'desktop' || rawDevice === 'mobile' ? rawDevice : OTHER;
  const known = knownVersions(release);
  let counted = 0;
  for (const raw of events) {
    if (typeof raw !== 'object' || raw === null) continue;
    const event = raw as Record<string, unknown>;
    const labels = labelsOf(event, device, known);
    if (event.type === 'view') {
      metrics.views.inc(labels);
    } else if (event.type === 'error' && (RUM_ERROR_KINDS as readonly string[]).includes(text(event.kind))) {
      metrics.errors.inc({ kind: text(event.kind) as RumErrorKind, ...labels });
    } else if (event.type === 'vital' && (RUM_VITALS as readonly string[]).includes(text(event.name))) {
      const name = text(event.name) as RumVital;
      const value = event.value;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[name]) continue;
      metrics.vitals[name].observe(labels, value);
    } else {
      continue;
    }
    counted += 1;
  }
  return counted;
}

export async function rumRoutes(app: FastifyInstance, { metrics, release, perAddressPerMinute = 30 }: RumRouteOptions): Promise<void> {
  const sent = new LRUCache<string, { count: number }>({ max: 50_000, ttl: 60_000 });
  app.post(RUM_PATH, { bodyLimit: RUM_LIMITS.bytes * 2 }, async (request, reply) => {
    // Never cached, never answered with content: the beacon does not read it.
    reply.header('Cache-Control', 'no-store');
    const budget = sent.get(request.ip) ?? { count: 0 };
    if (budget.count >= perAddressPerMinute) return reply.code(429).send();
    if (!sent.has(request.ip)) sent.set(request.ip, budget);
    budget.count += 1;
    const counted = countBeacon(request.body, metrics, await release.read());
    return reply.code(counted === null ? 400 : 204).send();
  });
}
