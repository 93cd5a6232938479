import type { WithdrawSettingResponse } from '@casino/contracts';
import { checkWithdraw } from './withdraw-rules';

const setting: WithdrawSettingResponse = {
  currency: 'RMB',
  min_amount: 100,
  max_amount: 50_000,
  daily_times: 5,
  used_times: 0,
  balance: 1000,
  has_withdraw_password: 1,
  bank_accounts: [],
};
const format = (n: number) => `RMB ${n}`;

describe('checkWithdraw', () => {
  it('accepts an amount within the limits and the balance with a 4-digit password', () => {
    expect(checkWithdraw({ amountText: '200', password: '1234' }, setting, 1000, format)).toEqual({ ok: true, amount: 200 });
  });

  it.each([
    [{ amountText: '', password: '1234' }, { key: 'money.amount.required' }, null],
    [{ amountText: '99', password: '1234' }, { key: 'money.amount.below', values: { min: 'RMB 100' } }, null],
    [{ amountText: '1001', password: '1234' }, { key: 'money.amount.overBalance', values: { balance: 'RMB 1000' } }, null],
    // the probe of issue 23: more decimals than RMB has is refused before it is sent
    [
      { amountText: '100.0049', password: '1234' },
      { key: 'money.amount.decimals', values: { count: 2, digits: 2, currency: 'RMB' } },
      null,
    ],
    [{ amountText: '200', password: '' }, null, { key: 'money.withdrawPassword.required' }],
    [{ amountText: '200', password: '12a4' }, null, { key: 'money.withdrawPassword.digits' }],
  ])('%j → amount %j, password %j', (input, amount, password) => {
    expect(checkWithdraw(input, setting, 1000, format)).toEqual({ ok: false, amount, password, form: null });
  });

  it('refuses once the daily count is used up, whatever the input', () => {
    expect(checkWithdraw({ amountText: '200', password: '1234' }, { ...setting, used_times: 5 }, 1000, format)).toEqual({
      ok: false,
      amount: null,
      password: null,
      form: { key: 'withdrawal.dailyLimit', values: { count: 5 } },
    });
  });
});
