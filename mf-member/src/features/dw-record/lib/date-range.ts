import { DW_RECORD_MAX_DAYS } from '@casino/mf-shared';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time, in UTC (the sandbox's and the record's day). */
export const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The default range: the last 7 days, today included. */
export function defaultRange(now: number): { start: string; end: string } {
  return { start: isoDay(now - 6 * DAY_MS), end: isoDay(now) };
}

/** Why a range cannot be asked (message key), or null: both days set, end not before start, at most DW_RECORD_MAX_DAYS apart. */
export function rangeProblem(start: string, end: string): string | null {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'dwRecord.errors.dates';
  if (to < from) return 'dwRecord.errors.order';
  if ((to - from) / DAY_MS > DW_RECORD_MAX_DAYS) return 'dwRecord.errors.tooLong';
  return null;
}

/** Pages of a list of `total` records, `count` per page (at least 1). */
export const pageCount = (total: number, count: number): number => Math.max(1, Math.ceil(total / count));
