import { RECORD_MAX_DAYS } from './member-money';
import { dayBounds, defaultRange, localDay, pageCount, rangeProblem, shiftDay, weekdayOf, zonedInstant } from './date-range';

describe('record date ranges', () => {
  it("default to the last n days of the site's calendar (America/Caracas), today included", () => {
    const now = new Date('2026-03-10T12:30:00Z');
    expect(defaultRange(7, now)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(defaultRange(30, now)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
  });

  it("read today on the site's clock, whatever zone the device is in (§9 default time zone)", () => {
    // 02:30 UTC on 10 March is 22:30 on 9 March in Caracas (UTC-4).
    const lateEvening = new Date('2026-03-10T02:30:00Z');
    expect(localDay(lateEvening)).toBe('2026-03-09');
    expect(defaultRange(7, lateEvening)).toEqual({ start: '2026-03-03', end: '2026-03-09' });
    expect(localDay(new Date('2026-01-06T03:59:59Z'))).toBe('2026-01-05');
    expect(localDay(new Date('2026-01-06T04:00:00Z'))).toBe('2026-01-06');
    expect(localDay(lateEvening, 'Asia/Shanghai')).toBe('2026-03-10');
  });

  it('count days by the calendar, across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-03-09')).toBe(1);
  });

  it('bound a day from its Caracas midnight to the next one', () => {
    expect(dayBounds('2026-03-09')).toEqual({
      from: Date.parse('2026-03-09T04:00:00Z'),
      to: Date.parse('2026-03-10T04:00:00Z'),
    });
    expect(zonedInstant({ year: 2026, month: 7, day: 1, hour: 12 }, 'Asia/Shanghai')).toBe(Date.parse('2026-07-01T04:00:00Z'));
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
