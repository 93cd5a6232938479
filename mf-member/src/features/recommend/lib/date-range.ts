/** The records' ranges: at most 90 days (as the sandbox and the other records), the last 30 by default. */
export const MAX_RANGE_DAYS = 90;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface DateRange {
  start: string;
  end: string;
}

/** The last 30 days up to today (YYYY-MM-DD, the day of `now` in UTC, the sandbox's day). */
export function defaultRange(now: number = Date.now()): DateRange {
  return { start: isoDay(now - (DEFAULT_DAYS - 1) * DAY_MS), end: isoDay(now) };
}

/** The key of what is wrong with a range, or null: both days needed, end not before start, 90 days at most. */
export function rangeError(range: DateRange): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.start) || !/^\d{4}-\d{2}-\d{2}$/.test(range.end)) return 'recommend.range.required';
  const days = (Date.parse(range.end) - Date.parse(range.start)) / DAY_MS + 1;
  if (days < 1) return 'recommend.range.reversed';
  if (days > MAX_RANGE_DAYS) return 'recommend.range.tooLong';
  return null;
}

/** Pages of a list of `total` rows, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
