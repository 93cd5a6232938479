import { type ReportGranularity, defaultRange, localDay, shiftDay, weekdayOf, type DateRange } from '@casino/contracts';

/** The range each granularity of the operation report opens with: the last 7 days, the last 8 weeks, the last 6 months. */
export function defaultOperationRange(granularity: ReportGranularity, now: Date = new Date()): DateRange {
  if (granularity === 'day') return defaultRange(7, now);
  if (granularity === 'week') {
    // from the Monday seven weeks before this week's, so each row is a whole week but the current one
    const today = localDay(now);
    return { start: shiftDay(today, -((weekdayOf(today) + 6) % 7) - 7 * 7), end: today };
  }
  return { start: monthStart(localDay(now), -5), end: localDay(now) };
}

/** The first day of the month `months` months from a day's month (days on the site's clock). */
function monthStart(day: string, months: number): string {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The stratified report opens on this month, up to today. */
export function currentMonthRange(now: Date = new Date()): DateRange {
  return { start: monthStart(localDay(now), 0), end: localDay(now) };
}

/** How a report period reads: a day as itself, a month as YYYY-MM, any other span as "first – last". */
export function periodLabel(granularity: ReportGranularity, start: string, end: string): string {
  if (granularity === 'day' || start === end) return start;
  if (granularity === 'month' && start.slice(0, 7) === end.slice(0, 7)) return start.slice(0, 7);
  return `${start} – ${end}`;
}
