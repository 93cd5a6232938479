import { RECORD_MAX_DAYS } from '../contracts/member-money';
import { defaultRange, localDay, pageCount, rangeProblem } from './date-range';

describe('record date ranges', () => {
  it('default to the last n days of the member calendar, today included', () => {
    const now = new Date(2026, 2, 10, 0, 30);
    expect(defaultRange(7, now)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(defaultRange(30, now)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it.each([
    ['2026-01-01', '2026-01-31', null],
    ['2026-01-10', '2026-01-10', null],
    ['', '2026-01-01', 'missing'],
    ['2026-01-01', '2026-1-2', 'missing'],
    ['2026-01-31', '2026-01-01', 'reversed'],
    ['2026-01-01', '2026-03-31', null],
    ['2026-01-01', '2026-04-01', 'tooLong'],
  ])('%s to %s: %s', (start, end, problem) => {
    expect(rangeProblem({ start, end })).toBe(problem);
  });

  it('take another maximum when asked', () => {
    expect(RECORD_MAX_DAYS).toBe(90);
    expect(rangeProblem({ start: '2026-01-01', end: '2026-01-07' }, 7)).toBeNull();
    expect(rangeProblem({ start: '2026-01-01', end: '2026-01-08' }, 7)).toBe('tooLong');
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [41, 20, 3],
  ])('%i rows at %i a page make %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
});
