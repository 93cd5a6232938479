/**
 * The date ranges and paging of the member's record lists (deposits and withdrawals, transfers,
 * recommend awards and members, agent reports). Days are YYYY-MM-DD strings on the site's clock
 * (DEFAULT_TIME_ZONE, America/Caracas, shell-and-public.md §9), the clock every time in those lists
 * is shown on: "today" is the site's today whatever zone the device is in, the server's render and
 * the browser's agree, and the backend reads a day from its start to its end on the same clock.
 * Isomorphic (the sandbox imports it): Intl gives the zone's offset, no zone table ships.
 */
import { RECORD_MAX_DAYS } from './member-money';

/**
 * The site's time zone (shell-and-public.md §9): dates and times are shown on its clock, whatever
 * zone the player's device is in, so the server's render and the browser's agree.
 */
export const DEFAULT_TIME_ZONE = 'America/Caracas';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A first and a last day, both included. */
export interface DateRange {
  start: string;
  end: string;
}

/** Why a range cannot be asked: a day missing, the end before the start, or more than the maximum of days. */
export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of a time zone at an instant, as numbers. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** YYYY-MM-DD of a moment on the site's clock (or another zone's). */
export function localDay(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(date.getTime(), timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** `YYYY-MM-DD HH:mm:ss` of a moment on the site's clock (or another zone's): how the API writes times. */
export function wallClockText(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(date.getTime(), timeZone);
  return `${localDay(date, timeZone)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

/** The day `offset` days after (or before) a YYYY-MM-DD day: calendar arithmetic, free of any zone. */
export function shiftDay(day: string, offset: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + offset));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The weekday of a YYYY-MM-DD day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** How far a zone's wall clock is ahead of UTC at an instant (ms; Caracas: -4 h). */
export function zoneOffset(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const clock = wallClock(instant, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant (ms) a wall-clock time of a zone stands for (the offset read twice, in case a zone change lies between). */
export function zonedInstant(
  parts: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  let instant = asUtc - zoneOffset(asUtc, timeZone);
  instant = asUtc - zoneOffset(instant, timeZone);
  return instant;
}

/** The instants a YYYY-MM-DD day starts and ends (exclusive) on the site's clock. */
export function dayBounds(day: string, timeZone: string = DEFAULT_TIME_ZONE): { from: number; to: number } {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [nextYear = 1970, nextMonth = 1, nextDate = 1] = shiftDay(day, 1).split('-').map(Number);
  return {
    from: zonedInstant({ year, month, day: date }, timeZone),
    to: zonedInstant({ year: nextYear, month: nextMonth, day: nextDate }, timeZone),
  };
}

/** The last `days` days up to the site's today, today included. */
export function defaultRange(days: number, now: Date = new Date()): DateRange {
  const end = localDay(now);
  return { start: shiftDay(end, -(days - 1)), end };
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
