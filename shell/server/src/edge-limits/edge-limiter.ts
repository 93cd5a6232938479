import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { POLICY_NAMES, type EdgeLimits, type PolicyLimits, type PolicyName } from './policies';

/** What one attempt may do: go on (after `delayMs`), wait out a lock, or nothing when the counters cannot be read. */
export type AttemptVerdict = { kind: 'go'; delayMs: number } | { kind: 'locked'; retryAfterMs: number } | { kind: 'unavailable' };

/** Where the counters live: REDIS_URL (shared by every shell server) or this process's memory. */
export interface CounterStore {
  kind: 'memory' | 'redis';
  redis: Redis | null;
  /** Resolves once the store answers, or after `timeoutMs` (the server starts anyway; limited calls wait for it). */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Redis connection that never makes a request wait: no offline queue (a command while it is
 * down fails at once), short connect and command timeouts, and reconnection in the background.
 */
export function redisStore(url: string, onError: (error: Error) => void = () => {}): CounterStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage: a dead Redis would otherwise log twice a second.
    if (!reported) onError(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return {
    kind: 'redis',
    redis,
    ready: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        }
        redis.on('ready', done);
      }),
    close: async () => {
      // QUIT when connected (answers in flight finish); a connection that is down is dropped at once.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export const memoryStore = (): CounterStore => ({ kind: 'memory', redis: null, ready: async () => {}, close: async () => {} });

/** One policy's key kind (account or address): its counts per fixed window, and its locks. */
interface KeyCounter {
  /** Attempts per (key, window index); each entry lives two windows, so the previous one is still there. */
  counts: RateLimiterAbstract;
  /** A key over its number is blocked here for the lock time. */
  locks: RateLimiterAbstract;
  points: number;
}

/**
 * The counters of every policy, one per key kind (account, address), as a sliding window: the
 * attempts of the last `windowSeconds` are estimated from the current fixed window's count plus
 * the previous window's, weighted by how much of it still lies inside the sliding window
 * (no burst of twice the limit around a window's edge). rate-limiter-flexible keeps the counts
 * and the locks, in memory or in Redis; only the weighting is ours.
 */
export class EdgeLimiter {
  private readonly counters = new Map<string, KeyCounter>();

  constructor(
    readonly limits: EdgeLimits,
    readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {
    const limiter = (options: { keyPrefix: string; points: number; duration: number }) =>
      store.redis
        ? new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory(options);
    for (const policy of POLICY_NAMES) {
      for (const kind of ['account', 'address'] as const) {
        const set = limits[policy];
        const points = set[kind];
        if (points < 1) continue;
        this.counters.set(`${policy}:${kind}`, {
          counts: limiter({ keyPrefix: `edge:${policy}:${kind}:n`, points: Number.MAX_SAFE_INTEGER, duration: 2 * set.windowSeconds }),
          locks: limiter({ keyPrefix: `edge:${policy}:${kind}:lock`, points: 1, duration: set.lockSeconds }),
          points,
        });
      }
    }
  }

  /**
   * Counts one attempt under the account key (when the call names one) and the client address.
   * Both are counted whatever the other says: a locked account still costs its address an attempt.
   */
  async attempt(policy: PolicyName, keys: { account: string | null; address: string }): Promise<AttemptVerdict> {
    const set = this.limits[policy];
    const counted: Promise<{ lockedMs: number; attempts: number }>[] = [];
    const account = this.counters.get(`${policy}:account`);
    const address = this.counters.get(`${policy}:address`);
    if (account && keys.account) counted.push(this.count(account, set.windowSeconds, set.lockSeconds, hashed(keys.account)));
    if (address) counted.push(this.count(address, set.windowSeconds, set.lockSeconds, hashed(keys.address)));
    const results = await Promise.allSettled(counted);

    let lockedMs = 0;
    let attempts = 0;
    for (const result of results) {
      // The store failing: refuse rather than let guesses through uncounted.
      if (result.status === 'rejected') return { kind: 'unavailable' };
      lockedMs = Math.max(lockedMs, result.value.lockedMs);
      attempts = Math.max(attempts, result.value.attempts);
    }
    if (lockedMs > 0) return { kind: 'locked', retryAfterMs: lockedMs };
    return { kind: 'go', delayMs: progressiveDelay(set, attempts) };
  }

  /** One attempt of one key: locked (and for how long), or the attempts of the sliding window including this one. */
  private async count(counter: KeyCounter, windowSeconds: number, lockSeconds: number, key: string) {
    const lock = await counter.locks.get(key);
    if (lock && lock.consumedPoints > 1) return { lockedMs: Math.max(1, lock.msBeforeNext), attempts: 0 };
    const windowMs = windowSeconds * 1000;
    const now = this.now();
    const index = Math.floor(now / windowMs);
    const [current, previous] = await Promise.all([counter.counts.consume(`${key}:${index}`), counter.counts.get(`${key}:${index - 1}`)]);
    const stillInside = 1 - (now - index * windowMs) / windowMs;
    const attempts = Math.ceil(current.consumedPoints + (previous?.consumedPoints ?? 0) * stillInside);
    if (attempts <= counter.points) return { lockedMs: 0, attempts };
    // The lock is the penalty: the count starts afresh when it ends (as a blocked fixed window would).
    await Promise.all([
      counter.locks.block(key, lockSeconds),
      counter.counts.delete(`${key}:${index}`),
      counter.counts.delete(`${key}:${index - 1}`),
    ]);
    return { lockedMs: lockSeconds * 1000, attempts };
  }
}

/** The wait before an attempt: none for the first `freeAttempts`, then `delayMs` doubling up to `maxDelayMs`. */
export function progressiveDelay(set: Pick<PolicyLimits, 'freeAttempts' | 'delayMs' | 'maxDelayMs'>, attempt: number): number {
  const over = attempt - set.freeAttempts;
  if (over <= 0 || set.delayMs <= 0) return 0;
  return Math.min(set.maxDelayMs, set.delayMs * 2 ** Math.min(over - 1, 20));
}

/** Keys are stored hashed: Redis never holds an account, a phone number, a session token or an address in clear. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
