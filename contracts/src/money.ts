/**
 * Amounts of money as the site's currencies allow them (issue 23): how many decimals a currency
 * has, and the exact conversion between the wire's decimal numbers and integers of the smallest
 * unit, which the backend stores. Pure, for the client rules and the sandbox alike.
 */

/** Currencies without a minor unit worth typing (a đồng, a won, a yen); every other one has two decimals. */
const WHOLE_CURRENCIES = new Set(['VND', 'IDR', 'KRW', 'WON', 'JPY']);

/** How many decimals an amount of the currency may have: 0 for whole currencies, 2 otherwise. */
export function currencyDecimals(currency: string): number {
  return WHOLE_CURRENCIES.has(currency) ? 0 : 2;
}

/** The largest amount the site handles, in major units (minor units stay far below 2^53). */
export const MAX_AMOUNT = 1e12;

/**
 * The decimal digits of an amount as written (a typed text or a JSON number), split, or null when
 * it is not a plain non-negative decimal. A number is read through its shortest round-trip text,
 * which is what the JSON carried: 100.0049 → "100.0049".
 */
function decimalParts(amount: number | string): { whole: string; fraction: string } | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT) return null;
    text = String(amount);
  } else {
    text = amount.trim();
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return { whole: match[1] ?? '0', fraction: match[2] ?? '' };
}

/** Whether the amount has more decimals than the currency allows (trailing zeros count as none: 10.50 is fine). */
export function hasTooManyDecimals(amount: number | string, currency: string): boolean {
  const parts = decimalParts(amount);
  if (!parts) return false;
  return parts.fraction.replace(/0+$/, '').length > currencyDecimals(currency);
}

/**
 * The amount in the currency's smallest unit (RMB 12.34 → 1234, VND 5000 → 5000), exactly, or
 * null when it is not a plain amount or has more decimals than the currency allows.
 */
export function toMinorUnits(amount: number | string, currency: string): number | null {
  const parts = decimalParts(amount);
  if (!parts) return null;
  const digits = currencyDecimals(currency);
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(parts.whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT * 10 ** digits ? minor : null;
}

/**
 * An amount in the smallest unit as the wire's decimal number (1234 RMB → 12.34): the double
 * nearest the exact decimal, which JSON writes with no more digits than the currency has.
 */
export function fromMinorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = currencyDecimals(currency);
  if (digits === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return Number(`${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`);
}
