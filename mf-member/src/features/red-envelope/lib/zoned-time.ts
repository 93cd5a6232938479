import { RED_ENVELOPE_TIME_ZONE } from '@casino/mf-shared/contracts';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far the zone's wall clock is ahead of UTC at an instant (ms; Caracas: -4 h). */
function zoneOffset(instant: number, timeZone: string): number {
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
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms) of a wall-clock time `YYYY-MM-DD HH:mm:ss` in a time zone (§9: the red
 * envelope's end_at is America/Caracas time, whatever zone the member's device is in); null when
 * the text is not such a time. Intl gives the zone's offset, so no zone table ships with the page.
 */
export function wallClockToInstant(text: string, timeZone: string = RED_ENVELOPE_TIME_ZONE): number | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, Number.isNaN(s) ? 0 : (s ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then again at the result, in case a zone change lies between the two.
  let instant = asUtc - zoneOffset(asUtc, timeZone);
  instant = asUtc - zoneOffset(instant, timeZone);
  return instant;
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
