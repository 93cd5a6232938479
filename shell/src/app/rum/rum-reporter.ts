/**
 * Real-user monitoring's reporter (docs/operations.md, "Is a remote hurting players?"): collects
 * the page's views, web vitals and errors, each with whose code it was (owner.ts) and the route's
 * pattern, and sends them in batches with `navigator.sendBeacon` to the shell server, which keeps
 * them as Prometheus metrics. Bounded: at most RUM_LIMITS.events events and bytes a beacon,
 * RUM_LIMITS.beaconsPerPage beacons a page, one beacon per RUM_LIMITS.minIntervalMs unless the page
 * is being left. A beacon the browser refuses is dropped: the page never waits for it or fails on it.
 */
import { RUM_LIMITS, RUM_PATH, type RumBeacon, type RumEvent } from '@casino/contracts';

export interface ReporterOptions {
  device: () => RumBeacon['device'];
  /** navigator.sendBeacon, or a test's fake; false or a throw is a refused beacon. */
  send: (url: string, body: Blob) => boolean;
  now?: () => number;
  /** Schedules the next try of a batch held back by the interval; returns a cancel. */
  later?: (run: () => void, ms: number) => () => void;
}

const defaultLater = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export class RumReporter {
  private readonly pending: RumEvent[] = [];
  private beacons = 0;
  private lastSent = Number.NEGATIVE_INFINITY;
  private cancelLater: (() => void) | null = null;
  private readonly now: () => number;
  private readonly later: NonNullable<ReporterOptions['later']>;

  constructor(private readonly options: ReporterOptions) {
    this.now = options.now ?? Date.now;
    this.later = options.later ?? defaultLater;
  }

  /** Whether the page may still send: past its beacons, what it collects is dropped. */
  get open(): boolean {
    return this.beacons < RUM_LIMITS.beaconsPerPage;
  }

  add(event: RumEvent): void {
    if (!this.open) return;
    this.pending.push(event);
    if (this.pending.length >= RUM_LIMITS.events) this.flush();
    else this.schedule();
  }

  /** Sends what is pending: now when `leaving` (the page is hidden or unloading), else at the interval's pace. */
  flush(leaving = false): void {
    if (this.pending.length === 0 || !this.open) return;
    const wait = this.lastSent + RUM_LIMITS.minIntervalMs - this.now();
    if (!leaving && wait > 0) {
      this.schedule(wait);
      return;
    }
    this.cancelLater?.();
    this.cancelLater = null;
    const events = this.pending.splice(0, RUM_LIMITS.events);
    let body = JSON.stringify({ device: this.options.device(), events } satisfies RumBeacon);
    // Past the byte limit, the oldest events go (they were kept longest); the server would refuse the whole.
    while (body.length > RUM_LIMITS.bytes && events.length > 1) {
      events.shift();
      body = JSON.stringify({ device: this.options.device(), events } satisfies RumBeacon);
    }
    this.beacons += 1;
    this.lastSent = this.now();
    try {
      this.options.send(RUM_PATH, new Blob([body], { type: 'application/json' }));
    } catch {
      // A blocked beacon (an extension, a policy) is the page's business no more than a lost one.
    }
    if (this.pending.length > 0) this.schedule();
  }

  private schedule(ms: number = RUM_LIMITS.minIntervalMs): void {
    if (this.cancelLater) return;
    this.cancelLater = this.later(() => {
      this.cancelLater = null;
      this.flush();
    }, ms);
  }
}
