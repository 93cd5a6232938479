import { checkAmount } from './amount-rules';

describe('checkAmount', () => {
  const limits = { min: 100, max: 50_000 };
  it.each([
    ['', limits, { kind: 'required' }],
    ['  ', limits, { kind: 'required' }],
    ['abc', limits, { kind: 'invalid' }],
    ['-5', limits, { kind: 'invalid' }],
    ['10.555', limits, { kind: 'invalid' }],
    ['0', limits, { kind: 'invalid' }],
    ['99.99', limits, { kind: 'below', min: 100 }],
    ['50000.01', limits, { kind: 'above', max: 50_000 }],
    ['100', limits, { kind: 'ok', amount: 100 }],
    ['1,000.5', limits, { kind: 'ok', amount: 1000.5 }],
    ['600', { ...limits, balance: 500 }, { kind: 'overBalance', balance: 500 }],
    ['500', { ...limits, balance: 500 }, { kind: 'ok', amount: 500 }],
    ['100000.5', { min: 100_000, max: 1e9, whole: true }, { kind: 'invalid' }],
    ['200000', { min: 100_000, max: 1e9, whole: true }, { kind: 'ok', amount: 200_000 }],
  ] as const)('%j with %j → %j', (text, l, expected) => {
    expect(checkAmount(text, l)).toEqual(expected);
  });
});
