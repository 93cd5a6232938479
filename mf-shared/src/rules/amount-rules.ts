/** What a typed money amount is, against a method's limits: the amount, or why it cannot be sent. */
export type AmountCheck =
  | { kind: 'ok'; amount: number }
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'below'; min: number }
  | { kind: 'above'; max: number }
  | { kind: 'overBalance'; balance: number };

export interface AmountLimits {
  min: number;
  max: number;
  /** The cash the amount is taken from (withdrawals); none for deposits. */
  balance?: number | null;
  /** Whole currencies (VND) take no decimals. */
  whole?: boolean;
}

/**
 * Checks an amount typed by the member (deposit, withdrawal, fast payment): digits with up to two
 * decimals (none for a whole currency), within the limits and, when given, the balance.
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return { kind: 'required' };
  const pattern = limits.whole ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
  if (!pattern.test(value)) return { kind: 'invalid' };
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount <= 0) return { kind: 'invalid' };
  if (amount < limits.min) return { kind: 'below', min: limits.min };
  if (amount > limits.max) return { kind: 'above', max: limits.max };
  if (limits.balance !== undefined && limits.balance !== null && amount > limits.balance)
    return { kind: 'overBalance', balance: limits.balance };
  return { kind: 'ok', amount };
}
