import { currencyDecimals, toMinorUnits } from '@casino/contracts';
import { fail, type CallResult } from './call';
import type { Lang } from './lang';
import { translate } from './messages';

/**
 * A caller's amount in the currency's smallest unit, or the 400 field error of one with more
 * decimals than the currency allows (issue 23: `100.0049` RMB is refused, never rounded). The
 * schema has already refused what is not a positive number.
 */
export function amountInMinor(
  value: number,
  currency: string,
  lang: Lang,
  field = 'amount',
): { ok: true; minor: number } | { ok: false; result: CallResult } {
  const minor = toMinorUnits(value, currency);
  if (minor !== null && minor > 0) return { ok: true, minor };
  const message = translate('amountDecimals', lang, { field, currency, digits: currencyDecimals(currency) });
  return {
    ok: false,
    result: fail(400, 'invalidRequest', { httpStatus: 400, params: { details: message }, data: { errors: [{ field, message }] } }),
  };
}
