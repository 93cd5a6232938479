import { currentMonthRange, defaultOperationRange, periodLabel } from './report-ranges';

// Thursday 26 November 2026, 15:00 on the site's clock (America/Caracas, UTC-4)
const NOW = new Date('2026-11-26T19:00:00Z');

describe('report ranges', () => {
  it.each([
    ['day', { start: '2026-11-20', end: '2026-11-26' }],
    ['week', { start: '2026-10-05', end: '2026-11-26' }],
    ['month', { start: '2026-06-01', end: '2026-11-26' }],
  ] as const)('opens the %s report on its default range', (granularity, range) => {
    expect(defaultOperationRange(granularity, NOW)).toEqual(range);
  });

  it('opens the stratified report on this month', () => {
    expect(currentMonthRange(NOW)).toEqual({ start: '2026-11-01', end: '2026-11-26' });
  });

  it("counts on the site's calendar: 1 December 02:00 UTC is still 30 November in Caracas", () => {
    const lateNovember = new Date('2026-12-01T02:00:00Z');
    expect(currentMonthRange(lateNovember)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(defaultOperationRange('week', lateNovember)).toEqual({ start: '2026-10-12', end: '2026-11-30' });
    expect(defaultOperationRange('month', lateNovember)).toEqual({ start: '2026-06-01', end: '2026-11-30' });
  });

  it.each([
    ['day', '2026-11-26', '2026-11-26', '2026-11-26'],
    ['week', '2026-11-23', '2026-11-29', '2026-11-23 – 2026-11-29'],
    ['month', '2026-10-01', '2026-10-31', '2026-10'],
    ['month', '2026-11-01', '2026-11-26', '2026-11'],
    ['week', '2026-11-23', '2026-11-23', '2026-11-23'],
  ] as const)('names a %s period from %s to %s', (granularity, start, end, label) => {
    expect(periodLabel(granularity, start, end)).toBe(label);
  });
});
