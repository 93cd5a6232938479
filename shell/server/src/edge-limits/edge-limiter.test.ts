import { DEFAULT_EDGE_LIMITS, type EdgeLimits } from './policies';
import { EdgeLimiter, memoryStore } from './edge-limiter';

/** Login: 3 attempts per account in a 60 s window, a 120 s lock, no delay (the counting alone). */
const limits: EdgeLimits = {
  ...DEFAULT_EDGE_LIMITS,
  login: { account: 3, address: 100, windowSeconds: 60, lockSeconds: 120, freeAttempts: 100, delayMs: 0, maxDelayMs: 0 },
};

function limiterAt(start: number) {
  let now = start;
  const limiter = new EdgeLimiter(limits, memoryStore(), () => now);
  const attempt = () => limiter.attempt('login', { account: 'player_rmb', address: '203.0.113.9' });
  return { attempt, move: (ms: number) => void (now += ms) };
}

describe('EdgeLimiter (sliding window)', () => {
  // The lock's end runs on the store's own clock: edge-limits.probe.test.ts waits one out for real.
  it('allows the number of a window, then locks for the lock time', async () => {
    const { attempt, move } = limiterAt(1_000_000_020_000);
    for (let i = 0; i < 3; i += 1) expect(await attempt()).toEqual({ kind: 'go', delayMs: 0 });
    expect(await attempt()).toEqual({ kind: 'locked', retryAfterMs: 120_000 });
    move(90_000);
    expect((await attempt()).kind).toBe('locked');
  });

  it('counts the attempts just before a window edge after it (no double burst around the edge)', async () => {
    // 58 s into a fixed window: three attempts, then the window turns.
    const windowStart = 60_000 * 16_666_667;
    const { attempt, move } = limiterAt(windowStart + 58_000);
    for (let i = 0; i < 3; i += 1) expect((await attempt()).kind).toBe('go');
    move(4_000);
    // A fixed window would allow three more here; the last 60 s already hold three.
    expect((await attempt()).kind).toBe('locked');
  });

  it('lets the previous window fade out as the sliding window moves on', async () => {
    const windowStart = 60_000 * 16_666_667;
    const { attempt, move } = limiterAt(windowStart + 1_000);
    for (let i = 0; i < 3; i += 1) expect((await attempt()).kind).toBe('go');
    // 50 s into the next window, one sixth of the previous one is still inside: 3 × 1/6 + 1 = 1.5 → 2.
    move(109_000);
    expect((await attempt()).kind).toBe('go');
    expect((await attempt()).kind).toBe('go');
    expect((await attempt()).kind).toBe('locked');
  });
});
