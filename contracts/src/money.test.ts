import { currencyDecimals, fromMinorUnits, hasTooManyDecimals, toMinorUnits } from './money';

describe('amounts in minor units', () => {
  it.each([
    [100, 'RMB', 10000],
    [12.34, 'RMB', 1234],
    ['12.3', 'USD', 1230],
    ['10.50', 'USD', 1050],
    [0.01, 'RMB', 1],
    [5000, 'VND', 5000],
    ['5000.000', 'VND', 5000],
    [4899.99, 'RMB', 489999],
  ] as const)('%j %s → %j', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each([
    [100.0049, 'RMB'],
    ['100.0049', 'RMB'],
    [0.001, 'USD'],
    [5000.5, 'VND'],
    [1.5, 'JPY'],
    [-1, 'RMB'],
    [Number.NaN, 'RMB'],
    [Infinity, 'RMB'],
    ['1e3', 'RMB'],
    ['12,5', 'RMB'],
    [1e13, 'RMB'],
  ] as const)('%j %s is refused', (amount, currency) => {
    expect(toMinorUnits(amount, currency)).toBeNull();
  });

  it('knows which currencies are whole', () => {
    expect(['VND', 'WON', 'JPY', 'KRW', 'IDR'].map(currencyDecimals)).toEqual([0, 0, 0, 0, 0]);
    expect(['RMB', 'USD', 'THB', 'INR', 'MMK', 'BRL', 'BDT', 'NGN'].map(currencyDecimals)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('flags more decimals than the currency has, trailing zeros aside', () => {
    expect(hasTooManyDecimals(100.0049, 'RMB')).toBe(true);
    expect(hasTooManyDecimals('100.10', 'RMB')).toBe(false);
    expect(hasTooManyDecimals('100.1', 'VND')).toBe(true);
  });

  it('converts back to the decimal the wire carries', () => {
    expect(fromMinorUnits(489999, 'RMB')).toBe(4899.99);
    expect(fromMinorUnits(1, 'RMB')).toBe(0.01);
    expect(fromMinorUnits(-1050, 'USD')).toBe(-10.5);
    expect(fromMinorUnits(5000, 'VND')).toBe(5000);
    expect(() => fromMinorUnits(0.5, 'RMB')).toThrow(RangeError);
  });
});
