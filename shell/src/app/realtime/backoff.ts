/** Reconnect timing of shell-and-public.md §4: 1000 ms growing to 5000 ms, 0.5 jitter, 20000 ms per attempt. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 5000;
export const RECONNECT_JITTER = 0.5;
export const CONNECT_TIMEOUT_MS = 20_000;

/**
 * Milliseconds to wait before reconnect attempt `attempt` (0 for the first one): the delay doubles
 * from 1000 ms up to 5000 ms and is spread by ±50 % so a server restart is not met by every client
 * at the same instant; the result never exceeds 5000 ms. `random` returns a number in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt));
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.min(exponent, 16));
  const spread = base * RECONNECT_JITTER;
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(Math.min(RECONNECT_MAX_MS, base - spread + 2 * spread * r));
}
