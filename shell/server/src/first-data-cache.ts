import { LRUCache } from 'lru-cache';

/** Loads one answer; rejects on any failure (which is then never kept). */
export type Loader = (signal: AbortSignal) => Promise<unknown>;

export interface FirstDataCacheOptions {
  /** How long an answer is fresh; after that it is served stale while one refresh runs. */
  ttlMs: number;
  /** How long past fresh a stale answer may still be served while its refreshes fail. */
  maxStaleMs: number;
  /** Answers kept at most (least recently used go first). */
  max?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  data: unknown;
  /** When the backend answered. */
  at: number;
}

/**
 * The shell server's cache of first-data answers (issue 24 item 8), on lru-cache:
 * - one backend call per key however many pages wait for it (lru-cache's fetch coalesces);
 * - fresh for `ttlMs`, then served stale while one refresh runs in the background;
 * - a failed refresh keeps the stale answer, served for at most `maxStaleMs` past fresh, after
 *   which a page waits for the backend again; a failure is never kept as an answer;
 * - `invalidate` drops answers at once (the real-time events that change them);
 * - bounded: `max` answers.
 */
export class FirstDataCache {
  private readonly cache: LRUCache<string, Entry, Loader>;
  private readonly now: () => number;

  constructor(private readonly options: FirstDataCacheOptions) {
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache<string, Entry, Loader>({
      max: options.max ?? 500,
      ttl: options.ttlMs,
      perf: { now: this.now },
      // Staleness decided on the clock of each call (lru-cache would otherwise reuse a reading for 1 ms).
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      allowStaleOnFetchAbort: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (_key, _stale, { signal, context }) => ({ data: await context(signal), at: this.now() }),
    });
  }

  /** The answer of `key`: cached, or loaded (once for every caller); undefined when there is none to give. */
  async get(key: string, load: Loader): Promise<unknown> {
    let entry = await this.cache.fetch(key, { context: load });
    // Too old to serve even stale (its refreshes kept failing): wait for the backend this time.
    if (entry && this.tooOld(entry)) entry = await this.cache.fetch(key, { context: load, forceRefresh: true, allowStale: false });
    return entry && !this.tooOld(entry) ? entry.data : undefined;
  }

  /** Drops every answer whose key `matches` (a refresh under way is abandoned). */
  invalidate(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of [...this.cache.keys()]) {
      if (matches(key) && this.cache.delete(key)) dropped += 1;
    }
    return dropped;
  }

  /** Drops everything (the real-time connection came back: events may have been missed). */
  clear(): void {
    this.cache.clear();
  }

  get size(): number {
    return this.cache.size;
  }

  private tooOld(entry: Entry): boolean {
    return this.now() - entry.at > this.options.ttlMs + this.options.maxStaleMs;
  }
}
