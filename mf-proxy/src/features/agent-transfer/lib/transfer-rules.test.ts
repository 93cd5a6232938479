import type { AgentTransferSettingsResponse } from '@casino/contracts';
import { checkTransfer, transferRefusal } from './transfer-rules';

const setting = (currency = 'RMB'): AgentTransferSettingsResponse => ({
  currency,
  min_amount: 10,
  max_amount: 50_000,
  balance: 5000,
  has_withdraw_password: 1,
  downline: [],
  downline_count: 1,
});
const format = (amount: number) => `¤${amount}`;
const input = (over: Partial<{ account: string; amountText: string; password: string }> = {}) => ({
  account: 'pay_member_desk',
  amountText: '100',
  password: '1234',
  ...over,
});

describe('checkTransfer', () => {
  it('passes a good form with the trimmed account and the amount', () => {
    expect(
      checkTransfer(input({ account: ' pay_member_desk ', amountText: '1,200.5' }), setting(), 5000, 'agent_pay_desk', format),
    ).toEqual({
      ok: true,
      account: 'pay_member_desk',
      amount: 1200.5,
    });
  });

  it.each([
    ['no account', { account: '  ' }, 'account', { key: 'transfer.account.required' }],
    ['the agent itself, in any case', { account: 'Agent_Pay_Desk' }, 'account', { key: 'transfer.account.self' }],
    ['no amount', { amountText: '' }, 'amount', { key: 'transfer.amount.required' }],
    ['letters', { amountText: '12a' }, 'amount', { key: 'transfer.amount.invalid' }],
    [
      'three decimals',
      { amountText: '12.345' },
      'amount',
      { key: 'transfer.amount.decimals', values: { count: 2, digits: 2, currency: 'RMB' } },
    ],
    [
      'the probe 100.0049',
      { amountText: '100.0049' },
      'amount',
      { key: 'transfer.amount.decimals', values: { count: 2, digits: 2, currency: 'RMB' } },
    ],
    ['below the minimum', { amountText: '9.99' }, 'amount', { key: 'transfer.amount.below', values: { min: '¤10' } }],
    ['above the maximum', { amountText: '50000.01' }, 'amount', { key: 'transfer.amount.above', values: { max: '¤50000' } }],
    ['over the balance', { amountText: '5000.01' }, 'amount', { key: 'transfer.amount.overBalance', values: { balance: '¤5000' } }],
    ['no password', { password: '' }, 'password', { key: 'transfer.password.required' }],
    ['a password of letters', { password: 'abcd' }, 'password', { key: 'transfer.password.digits' }],
  ] as const)('refuses %s', (_name, over, field, message) => {
    const check = checkTransfer(input(over), setting(), 5000, 'agent_pay_desk', format);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check[field]).toEqual(message);
  });

  it('takes no decimals in a whole currency', () => {
    const vnd = { ...setting('VND'), min_amount: 50_000, max_amount: 500_000_000 };
    expect(checkTransfer(input({ amountText: '60000.5' }), vnd, 1e9, null, format)).toMatchObject({
      ok: false,
      amount: { key: 'transfer.amount.wholeOnly', values: { currency: 'VND' } },
    });
    expect(checkTransfer(input({ amountText: '60000' }), vnd, 1e9, null, format)).toMatchObject({ ok: true, amount: 60_000 });
  });
});

describe('transferRefusal', () => {
  it.each([
    [101, 'form'],
    [102, 'account'],
    [103, 'account'],
    [104, 'password'],
    [105, 'password'],
    [107, 'amount'],
  ])('puts code %s beside the %s', (code, field) => {
    expect(transferRefusal(code, setting(), format)).toEqual({ field, message: { key: `transfer.error.${code}` } });
  });

  it('writes the limits into the out-of-range refusal', () => {
    expect(transferRefusal('106', setting(), format)).toEqual({
      field: 'amount',
      message: { key: 'transfer.error.106', values: { min: '¤10', max: '¤50000' } },
    });
  });

  it('leaves other codes to the server message', () => {
    expect(transferRefusal(999, setting(), format)).toBeNull();
    expect(transferRefusal(undefined, setting(), format)).toBeNull();
  });
});
