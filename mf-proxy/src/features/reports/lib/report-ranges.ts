import { defaultRange, localDay, type DateRange } from '@casino/mf-shared';
import type { ReportGranularity } from '@casino/mf-shared/contracts';

/** The range each granularity of the operation report opens with: the last 7 days, the last 8 weeks, the last 6 months. */
export function defaultOperationRange(granularity: ReportGranularity, now: Date = new Date()): DateRange {
  if (granularity === 'day') return defaultRange(7, now);
  if (granularity === 'week') {
    // from the Monday seven weeks before this week's, so each row is a whole week but the current one
    const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) - 7 * 7);
    return { start: localDay(monday), end: localDay(now) };
  }
  return { start: localDay(new Date(now.getFullYear(), now.getMonth() - 5, 1)), end: localDay(now) };
}

/** The stratified report opens on this month, up to today. */
export function currentMonthRange(now: Date = new Date()): DateRange {
  return { start: localDay(new Date(now.getFullYear(), now.getMonth(), 1)), end: localDay(now) };
}

/** How a report period reads: a day as itself, a month as YYYY-MM, any other span as "first – last". */
export function periodLabel(granularity: ReportGranularity, start: string, end: string): string {
  if (granularity === 'day' || start === end) return start;
  if (granularity === 'month' && start.slice(0, 7) === end.slice(0, 7)) return start.slice(0, 7);
  return `${start} – ${end}`;
}
