/** The transfer record reads at most this many days at once (the sandbox's rule, docs/member.md). */
export const MAX_RANGE_DAYS = 90;
/** Rows per page of the transfer record. */
export const RECORD_PAGE_SIZE = 20;

const DAY_MS = 24 * 3600_000;

/** YYYY-MM-DD of a day on the member's own calendar. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default range: the last 7 days, today included. */
export function defaultRange(now: Date): { start: string; end: string } {
  return { start: localDay(new Date(now.getTime() - 6 * DAY_MS)), end: localDay(now) };
}

export type RangeCheck = { ok: true } | { ok: false; key: 'transfer.rangeMissing' | 'transfer.rangeReversed' | 'transfer.rangeTooLong' };

/** Whether a range may be asked for; the message key says why not. */
export function checkRange(start: string, end: string): RangeCheck {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, key: 'transfer.rangeMissing' };
  if (to < from) return { ok: false, key: 'transfer.rangeReversed' };
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) return { ok: false, key: 'transfer.rangeTooLong' };
  return { ok: true };
}

/** How many pages a total fills (at least one, so "page 1 of 1" reads right for an empty range). */
export const pageCount = (total: number, size = RECORD_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
