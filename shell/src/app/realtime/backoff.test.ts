import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from 1000 ms and stops at 5000 ms (no jitter at the middle of the range)', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 10, 1000].map((attempt) => reconnectDelay(attempt, middle))).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('spreads each delay by ±50 % and never goes over 5000 ms', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1500);
    expect(reconnectDelay(1, () => 0)).toBe(1000);
    expect(reconnectDelay(1, () => 0.999999)).toBe(3000);
    expect(reconnectDelay(5, () => 0)).toBe(2500);
    expect(reconnectDelay(5, () => 0.999999)).toBe(RECONNECT_MAX_MS);
  });

  it('stays within the range for any random value and odd attempts', () => {
    for (const attempt of [-3, 0, 0.7, 2, 50]) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.99]) {
        const delay = reconnectDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(500);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });
});
