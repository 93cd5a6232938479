import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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

/** The counters of every policy: one limiter per policy and key kind (account, address). */
export class EdgeLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    readonly limits: EdgeLimits,
    readonly store: CounterStore,
  ) {
    for (const policy of POLICY_NAMES) {
      for (const kind of ['account', 'address'] as const) {
        const set = limits[policy];
        const points = set[kind];
        if (points < 1) continue;
        const options = {
          keyPrefix: `edge:${policy}:${kind}`,
          points,
          duration: set.windowSeconds,
          blockDuration: set.lockSeconds,
        };
        this.limiters.set(
          `${policy}:${kind}`,
          store.redis
            ? new RateLimiterRedis({ ...options, storeClient: store.redis, rejectIfRedisNotReady: true })
            : new RateLimiterMemory(options),
        );
      }
    }
  }

  /**
   * Counts one attempt under the account key (when the call names one) and the client address.
   * Both are counted whatever the other says: a locked account still costs its address an attempt.
   */
  async attempt(policy: PolicyName, keys: { account: string | null; address: string }): Promise<AttemptVerdict> {
    const set = this.limits[policy];
    const counted: Promise<RateLimiterRes>[] = [];
    const account = this.limiters.get(`${policy}:account`);
    const address = this.limiters.get(`${policy}:address`);
    if (account && keys.account) counted.push(account.consume(hashed(keys.account)));
    if (address) counted.push(address.consume(hashed(keys.address)));
    const results = await Promise.allSettled(counted);

    let lockedMs = 0;
    let consumed = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') consumed = Math.max(consumed, result.value.consumedPoints);
      else if (result.reason instanceof RateLimiterRes) lockedMs = Math.max(lockedMs, result.reason.msBeforeNext);
      // Anything else is the store failing: refuse rather than let guesses through uncounted.
      else return { kind: 'unavailable' };
    }
    if (lockedMs > 0) return { kind: 'locked', retryAfterMs: lockedMs };
    return { kind: 'go', delayMs: progressiveDelay(set, consumed) };
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
