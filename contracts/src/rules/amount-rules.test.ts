import { amountMessage, checkAmount, checkAmountAndPassword, withdrawPasswordMessage } from './amount-rules';

describe('checkAmount', () => {
  const limits = { min: 100, max: 50_000, currency: 'RMB' };
  it.each([
    ['', limits, { kind: 'required' }],
    ['  ', limits, { kind: 'required' }],
    ['abc', limits, { kind: 'invalid' }],
    ['-5', limits, { kind: 'invalid' }],
    ['10.555', limits, { kind: 'decimals', digits: 2, currency: 'RMB' }],
    ['100.0049', limits, { kind: 'decimals', digits: 2, currency: 'RMB' }],
    ['100.500', limits, { kind: 'ok', amount: 100.5 }],
    ['1.2.3', limits, { kind: 'invalid' }],
    ['.5', limits, { kind: 'invalid' }],
    ['0', limits, { kind: 'invalid' }],
    ['99.99', limits, { kind: 'below', min: 100 }],
    ['50000.01', limits, { kind: 'above', max: 50_000 }],
    ['100', limits, { kind: 'ok', amount: 100 }],
    ['1,000.5', limits, { kind: 'ok', amount: 1000.5 }],
    ['600', { ...limits, balance: 500 }, { kind: 'overBalance', balance: 500 }],
    ['500', { ...limits, balance: 500 }, { kind: 'ok', amount: 500 }],
    ['100000.5', { min: 100_000, max: 1e9, currency: 'VND' }, { kind: 'decimals', digits: 0, currency: 'VND' }],
    ['100000.0', { min: 100_000, max: 1e9, currency: 'VND' }, { kind: 'ok', amount: 100_000 }],
    ['200000', { min: 100_000, max: 1e9, currency: 'VND' }, { kind: 'ok', amount: 200_000 }],
  ] as const)('%j with %j → %j', (text, l, expected) => {
    expect(checkAmount(text, l)).toEqual(expected);
  });
});

describe('amountMessage', () => {
  const format = (amount: number) => `RMB ${amount}`;
  it.each([
    [{ kind: 'ok', amount: 5 }, null],
    [{ kind: 'required' }, { key: 'money.amount.required' }],
    [{ kind: 'invalid' }, { key: 'money.amount.invalid' }],
    [
      { kind: 'below', min: 10 },
      { key: 'money.amount.below', values: { min: 'RMB 10' } },
    ],
    [
      { kind: 'above', max: 90 },
      { key: 'money.amount.above', values: { max: 'RMB 90' } },
    ],
    [
      { kind: 'decimals', digits: 2, currency: 'RMB' },
      { key: 'money.amount.decimals', values: { count: 2, digits: 2, currency: 'RMB' } },
    ],
    [
      { kind: 'decimals', digits: 0, currency: 'VND' },
      { key: 'money.amount.wholeOnly', values: { currency: 'VND' } },
    ],
    [
      { kind: 'overBalance', balance: 7 },
      { key: 'money.amount.overBalance', values: { balance: 'RMB 7' } },
    ],
  ] as const)('%j → %j', (check, expected) => {
    expect(amountMessage(check, 'money.amount', format)).toEqual(expected);
  });
});

describe('withdrawPasswordMessage', () => {
  it.each([
    ['', { key: 'p.required' }],
    ['12a4', { key: 'p.digits' }],
    ['12345', { key: 'p.digits' }],
    ['1234', null],
  ])('%j → %j', (password, expected) => {
    expect(withdrawPasswordMessage(password, 'p')).toEqual(expected);
  });
});

describe('checkAmountAndPassword', () => {
  const setting = { min_amount: 100, max_amount: 50_000, currency: 'RMB' };
  const prefixes = { amount: 'money.amount', password: 'money.withdrawPassword' };
  const format = (amount: number) => `RMB ${amount.toFixed(2)}`;
  it.each([
    ['500', '1234', { amount: 500, amountMessage: null, passwordMessage: null }],
    ['500', '', { amount: null, amountMessage: null, passwordMessage: { key: 'money.withdrawPassword.required' } }],
    ['500', '12a4', { amount: null, amountMessage: null, passwordMessage: { key: 'money.withdrawPassword.digits' } }],
    ['', '1234', { amount: null, amountMessage: { key: 'money.amount.required' }, passwordMessage: null }],
    ['50', '1234', { amount: null, amountMessage: { key: 'money.amount.below', values: { min: 'RMB 100.00' } }, passwordMessage: null }],
    [
      '900',
      '1234',
      { amount: null, amountMessage: { key: 'money.amount.overBalance', values: { balance: 'RMB 800.00' } }, passwordMessage: null },
    ],
    [
      '10.555',
      '',
      {
        amount: null,
        amountMessage: { key: 'money.amount.decimals', values: { count: 2, digits: 2, currency: 'RMB' } },
        passwordMessage: { key: 'money.withdrawPassword.required' },
      },
    ],
  ] as const)('amount %j, password %j → %j', (amountText, password, expected) => {
    expect(checkAmountAndPassword({ amountText, password }, setting, 800, prefixes, format)).toEqual(expected);
  });
});
