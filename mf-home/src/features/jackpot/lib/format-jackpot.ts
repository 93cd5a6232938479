/** Integer digits the jackpot is padded to with leading zeros (shell-and-public.md §3, §9). */
export const JACKPOT_DIGITS = 10;

/** Milliseconds between jackpot refreshes while the page is open. */
export const JACKPOT_REFRESH_MS = 30_000;

/**
 * 8888888.88 → "0008888888.88": integer part padded to ten digits, two decimals, no grouping.
 * A larger amount keeps all its digits; a negative or unreadable one shows as zero.
 */
export function formatJackpot(amount: number): string {
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const [integer = '0', fraction = '00'] = safe.toFixed(2).split('.');
  return `${integer.padStart(JACKPOT_DIGITS, '0')}.${fraction}`;
}
