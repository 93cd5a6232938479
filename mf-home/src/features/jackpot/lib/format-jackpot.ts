import { isWholeCurrency } from '@casino/mf-shared';

/** Integer digits the jackpot is padded to with leading zeros (shell-and-public.md §3, §9). */
export const JACKPOT_DIGITS = 10;

/** Milliseconds between jackpot refreshes while the page is open. */
export const JACKPOT_REFRESH_MS = 30_000;

/** The jackpot as shown: the padding zeros (drawn dimmed, not read out) and the amount itself. */
export interface JackpotText {
  /** Leading zeros and their group separators, e.g. "0,00"; empty for ten or more digits. */
  padding: string;
  /** The amount grouped in the page language, e.g. "8,908,553.13". */
  amount: string;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale.replace('_', '-'), options);
  } catch {
    return new Intl.NumberFormat('en-US', options);
  }
}

/**
 * 8908553.13 in en_US → padding "0,00" + amount "8,908,553.13": the odometer look of the spec (ten
 * integer digits) with the digits grouped like any amount of the site, so "0,008,908,553.13" reads
 * as eight million. Decimals as in formatMoney (none for whole currencies such as VND). A larger
 * amount keeps all its digits; a negative or unreadable one shows as zero.
 */
export function formatJackpot(amount: number, currency: string, locale: string): JackpotText {
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const digits = isWholeCurrency(currency) ? 0 : 2;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  const plain = numberFormat(locale, options).format(safe);
  const padded = numberFormat(locale, { ...options, minimumIntegerDigits: JACKPOT_DIGITS }).format(safe);
  // Grouping runs from the decimal point, so the padded text ends with the plain one.
  const padding = padded.endsWith(plain) ? padded.slice(0, padded.length - plain.length) : '';
  return { padding, amount: plain };
}
