import type { AmountCheck, FormMessage } from '@casino/mf-shared';

/** The message of an amount that cannot be sent (keys money.amount.*), null when it can. */
export function amountMessage(check: AmountCheck, format: (amount: number) => string): FormMessage | null {
  switch (check.kind) {
    case 'ok':
      return null;
    case 'below':
      return { key: 'money.amount.below', values: { min: format(check.min) } };
    case 'above':
      return { key: 'money.amount.above', values: { max: format(check.max) } };
    case 'overBalance':
      return { key: 'money.amount.overBalance', values: { balance: format(check.balance) } };
    default:
      return { key: `money.amount.${check.kind}` };
  }
}
