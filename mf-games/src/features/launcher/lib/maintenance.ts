import type { GameMaintenanceData, MaintainInterval } from '@casino/contracts';

/** What the maintenance dialog shows (member-and-account.md §8, code 203). */
export interface MaintenanceNotice {
  /** The server's title, when it gave one. */
  title: string | null;
  start: Date | null;
  end: Date | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The interval of a 203 answer, when it has one (either end may be unknown). */
export function readInterval(data: unknown): MaintainInterval | null {
  if (!isRecord(data) || !isRecord(data.maintain_interval)) return null;
  const { start_at: start, end_at: end } = data.maintain_interval;
  return { start_at: typeof start === 'string' ? start : null, end_at: typeof end === 'string' ? end : null };
}

/** Reads play1's 203 data (GameMaintenanceData); anything missing or malformed is simply unknown. */
export function readMaintenance(data: unknown): MaintenanceNotice {
  const title = isRecord(data) && typeof (data as Partial<GameMaintenanceData>).title === 'string' ? String(data.title).trim() : '';
  const interval = readInterval(data);
  return { title: title || null, start: readDate(interval?.start_at), end: readDate(interval?.end_at) };
}
