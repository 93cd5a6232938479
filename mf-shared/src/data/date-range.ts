/**
 * The date ranges and paging of the member's record lists (deposits and withdrawals, transfers,
 * recommend awards and members). Days are YYYY-MM-DD strings on the member's own calendar: "today"
 * is the day the member sees on their clock, and the sandbox filters by these day strings as sent.
 */
import { RECORD_MAX_DAYS } from '../contracts/member-money';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A first and a last day, both included. */
export interface DateRange {
  start: string;
  end: string;
}

/** Why a range cannot be asked: a day missing, the end before the start, or more than the maximum of days. */
export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** YYYY-MM-DD of a moment on the member's own calendar. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `days` days up to today, today included. */
export function defaultRange(days: number, now: Date = new Date()): DateRange {
  // Calendar arithmetic, not milliseconds: a daylight-saving day is not 24 hours long.
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { start: localDay(first), end: localDay(now) };
}

/** Why a range cannot be asked, or null: both days set, the end not before the start, at most `maxDays` days. */
export function rangeProblem(range: DateRange, maxDays: number = RECORD_MAX_DAYS): RangeProblem | null {
  if (!DAY_PATTERN.test(range.start) || !DAY_PATTERN.test(range.end)) return 'missing';
  // Day strings read as UTC midnights are whole days apart whatever the member's zone.
  const from = Date.parse(`${range.start}T00:00:00Z`);
  const to = Date.parse(`${range.end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'missing';
  if (to < from) return 'reversed';
  if ((to - from) / DAY_MS + 1 > maxDays) return 'tooLong';
  return null;
}

/** The message key (mf-shared's `common` namespace) of a range problem; its text takes `days`. */
export const rangeProblemKey = (problem: RangeProblem): string => `dateRange.errors.${problem}`;

/** Pages of a list of `total` rows, `perPage` a page; at least one, so "Page 1 of 1" reads right for an empty list. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
