import { RED_ENVELOPE_TIME_ZONE } from '@casino/contracts';
import { zonedInstant } from '@casino/contracts/date-range';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ms) of a wall-clock time `YYYY-MM-DD HH:mm:ss` in a time zone (§9: the red
 * envelope's end_at is America/Caracas time, whatever zone the member's device is in); null when
 * the text is not such a time. Intl gives the zone's offset, so no zone table ships with the page.
 */
export function wallClockToInstant(text: string, timeZone: string = RED_ENVELOPE_TIME_ZONE): number | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN] = match.slice(1).map(Number);
  if ([year, month, day, hour, minute].some(Number.isNaN)) return null;
  return zonedInstant({ year, month, day, hour, minute, second: Number.isNaN(second) ? 0 : second }, timeZone);
}

/** Whole seconds from `now` to `end`, rounded up, never below zero. */
export const secondsLeft = (end: number, now: number) => Math.max(0, Math.ceil((end - now) / 1000));

/** A countdown as H:MM:SS, or MM:SS under an hour. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
