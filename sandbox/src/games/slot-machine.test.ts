import { betOptions, PAYOUT_CYCLE, roundMoney, spinOutcome, SYMBOLS } from './slot-machine';

const count = (reels: readonly string[], symbol: string): number => reels.filter((s) => s === symbol).length;

describe('the sandbox slot', () => {
  it.each([
    [1, 2],
    [2, 0],
    [3, 0],
    [4, 5],
    [5, 0],
    [6, 2],
    [7, 0],
    [8, 10],
    [9, 2],
    [16, 10],
  ])('spin %i of a launch pays %i× the bet', (spin, multiplier) => {
    const outcome = spinOutcome('R8-2-001', spin, 10);
    expect(outcome.multiplier).toBe(multiplier);
    expect(outcome.payout).toBe(10 * multiplier);
  });

  it('draws reels that match the payout, for any game', () => {
    for (const code of ['R8-2-001', 'PT-2-031', 'NE-2-028', 'BB-3-004']) {
      for (let spin = 1; spin <= PAYOUT_CYCLE.length * 2; spin += 1) {
        const { reels, multiplier } = spinOutcome(code, spin, 1);
        expect(reels.every((s) => (SYMBOLS as readonly string[]).includes(s))).toBe(true);
        if (multiplier === 10) expect(reels).toEqual(['seven', 'seven', 'seven']);
        if (multiplier === 5) expect(reels).toEqual(['bell', 'bell', 'bell']);
        if (multiplier === 2) expect(count(reels, 'cherry')).toBe(2);
        if (multiplier === 0) {
          expect(new Set(reels).size).toBe(3);
          expect(count(reels, 'cherry')).toBeLessThan(2);
        }
      }
    }
  });

  it('is deterministic, and the losing reels differ between games', () => {
    expect(spinOutcome('R8-2-001', 2, 5)).toEqual(spinOutcome('R8-2-001', 2, 5));
    const losses = ['R8-2-001', 'R8-2-002', 'JD-2-001', 'FC-2-001', 'PG-2-001'].map((code) => spinOutcome(code, 2, 5).reels.join());
    expect(new Set(losses).size).toBeGreaterThan(1);
  });

  it('never pays the bet back exactly, so every spin moves the balance', () => {
    expect(PAYOUT_CYCLE).not.toContain(1);
  });

  it('offers bets per currency and rounds money to cents', () => {
    expect(betOptions('RMB')).toEqual([1, 5, 10, 50]);
    expect(betOptions('USD')).toEqual([1, 5, 10, 50]);
    expect(betOptions('VND')).toEqual([1000, 5000, 10_000, 50_000]);
    expect(roundMoney(1288.5 - 0.1 + 0.2)).toBe(1288.6);
    expect(spinOutcome('R8-2-001', 1, 0.1).payout).toBe(0.2);
  });
});
