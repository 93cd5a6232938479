import { defaultRange, pageCount, rangeProblem } from './date-range';

describe('DW record range', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultRange(Date.parse('2025-06-10T12:00:00Z'))).toEqual({ start: '2025-06-04', end: '2025-06-10' });
  });

  it.each([
    ['2025-06-01', '2025-06-10', null],
    ['2025-06-10', '2025-06-10', null],
    ['', '2025-06-10', 'dwRecord.errors.dates'],
    ['2025-06-11', '2025-06-10', 'dwRecord.errors.order'],
    ['2025-01-01', '2025-06-10', 'dwRecord.errors.tooLong'],
    ['2025-03-12', '2025-06-10', null],
  ])('%s → %s: %s', (start, end, problem) => {
    expect(rangeProblem(start, end)).toBe(problem);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
  ])('%i records at %i a page make %i pages', (total, count, pages) => {
    expect(pageCount(total, count)).toBe(pages);
  });
});
