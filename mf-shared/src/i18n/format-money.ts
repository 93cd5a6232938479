import { currencyDecimals } from '@casino/contracts';

/** Whether amounts of a currency are whole (a đồng has no cents worth showing): shown and typed without decimals. */
export const isWholeCurrency = (currency: string): boolean => currencyDecimals(currency) === 0;

/**
 * An amount of the member's currency in the member's language (en_US → en-US): grouping and two
 * decimals (none for whole currencies such as VND), the code before it, e.g. "RMB 1,288.50". The
 * site's codes (RMB) are not all ISO ones, so the code is written as text, not as Intl's currency.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = isWholeCurrency(currency) ? 0 : 2;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  let number: string;
  try {
    number = new Intl.NumberFormat(locale.replace('_', '-'), options).format(amount);
  } catch {
    number = new Intl.NumberFormat('en-US', options).format(amount);
  }
  return currency ? `${currency} ${number}` : number;
}
