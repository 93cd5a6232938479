import type { FormMessage } from './form-message';
import { BANK_ACCOUNT_RULES } from '../member-money';
import { currencyDecimals, hasTooManyDecimals } from '../money';

/** What a typed money amount is, against a method's limits: the amount, or why it cannot be sent. */
export type AmountCheck =
  | { kind: 'ok'; amount: number }
  | { kind: 'required' }
  | { kind: 'invalid' }
  /** more decimals than the currency has (the backend refuses them as well: no rounding) */
  | { kind: 'decimals'; digits: number; currency: string }
  | { kind: 'below'; min: number }
  | { kind: 'above'; max: number }
  | { kind: 'overBalance'; balance: number };

export interface AmountLimits {
  min: number;
  max: number;
  /** The cash the amount is taken from (withdrawals); none for deposits. */
  balance?: number | null;
  /** The amount's currency: a whole one (VND) takes no decimals. */
  currency: string;
}

/**
 * Checks an amount typed by the member (deposit, withdrawal, fast payment, agent transfer): digits
 * with no more decimals than the currency has (two; none for a whole currency such as VND), within
 * the limits and, when given, the balance.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { kind: 'required' };
  if (!/^\d+(\.\d+)?$/.test(value)) return { kind: 'invalid' };
  if (hasTooManyDecimals(value, limits.currency))
    return { kind: 'decimals', digits: currencyDecimals(limits.currency), currency: limits.currency };
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return { kind: 'invalid' };
  if (amount < limits.min) return { kind: 'below', min: limits.min };
  if (amount > limits.max) return { kind: 'above', max: limits.max };
  if (limits.balance !== undefined && limits.balance !== null && amount > limits.balance)
    return { kind: 'overBalance', balance: limits.balance };
  return { kind: 'ok', amount };
}

/**
 * The message of an amount that cannot be sent, null when it can: keys `<prefix>.required`,
 * `.invalid`, `.decimals` (a plural: {count} = {digits}, {currency}; `.wholeOnly` for a currency without decimals),
 * `.below` ({min}), `.above` ({max}), `.overBalance` ({balance}) of the caller's namespace, the
 * amounts written by `format`.
 */
export function amountMessage(check: AmountCheck, prefix: string, format: (amount: number) => string): FormMessage | null {
  switch (check.kind) {
    case 'ok':
      return null;
    case 'below':
      return { key: `${prefix}.below`, values: { min: format(check.min) } };
    case 'above':
      return { key: `${prefix}.above`, values: { max: format(check.max) } };
    case 'overBalance':
      return { key: `${prefix}.overBalance`, values: { balance: format(check.balance) } };
    case 'decimals':
      return check.digits === 0
        ? { key: `${prefix}.wholeOnly`, values: { currency: check.currency } }
        : { key: `${prefix}.decimals`, values: { count: check.digits, digits: check.digits, currency: check.currency } };
    default:
      return { key: `${prefix}.${check.kind}` };
  }
}

/** The message of a withdraw password that cannot be sent (keys `<prefix>.required`, `.digits`: four digits), null when it can. */
export function withdrawPasswordMessage(password: string, prefix: string): FormMessage | null {
  if (password === '') return { key: `${prefix}.required` };
  if (!BANK_ACCOUNT_RULES.withdrawPassword.test(password)) return { key: `${prefix}.digits` };
  return null;
}

/** The limits of one money order as a settings call answers them (withdrawal, agent transfer). */
export interface AmountSetting {
  min_amount: number;
  max_amount: number;
  currency: string;
}

/** What a form's amount and withdraw password are: the amount to send, or null with each field's message. */
export interface AmountAndPasswordCheck {
  amount: number | null;
  amountMessage: FormMessage | null;
  passwordMessage: FormMessage | null;
}

/**
 * The amount and withdraw password of a form that takes cash out of a balance (a withdrawal, an
 * agent's transfer): the amount against the setting's limits and the balance, the password of
 * four digits; messages under the caller's prefixes (see amountMessage, withdrawPasswordMessage).
 */
export function checkAmountAndPassword(
  input: { amountText: string; password: string },
  setting: AmountSetting,
  balance: number,
  prefixes: { amount: string; password: string },
  format: (amount: number) => string,
): AmountAndPasswordCheck {
  const check = checkAmount(input.amountText, { min: setting.min_amount, max: setting.max_amount, balance, currency: setting.currency });
  const passwordMessage = withdrawPasswordMessage(input.password, prefixes.password);
  return {
    amount: check.kind === 'ok' && passwordMessage === null ? check.amount : null,
    amountMessage: amountMessage(check, prefixes.amount, format),
    passwordMessage,
  };
}
