import { checkRange, defaultRange, pageCount } from './date-range';

describe('transfer record date range', () => {
  it.each([
    ['2026-01-01', '2026-01-31', { ok: true }],
    ['2026-01-31', '2026-01-01', { ok: false, key: 'transfer.rangeReversed' }],
    ['', '2026-01-01', { ok: false, key: 'transfer.rangeMissing' }],
    ['2026-01-01', '2026-03-31', { ok: true }],
    ['2026-01-01', '2026-04-01', { ok: false, key: 'transfer.rangeTooLong' }],
  ])('%s to %s', (start, end, result) => {
    expect(checkRange(start, end)).toEqual(result);
  });

  it('defaults to the last 7 days and counts pages', () => {
    expect(defaultRange(new Date(2026, 2, 10, 15))).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect([pageCount(0), pageCount(20), pageCount(21)]).toEqual([1, 1, 2]);
  });
});
