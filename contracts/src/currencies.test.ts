import { CURRENCY_CODES, isCurrencyCode } from './currencies';

describe('currency symbols', () => {
  it('are the eleven of shell-and-public.md §3, in its order', () => {
    expect(CURRENCY_CODES).toEqual(['RMB', 'VND', 'WON', 'JPY', 'THB', 'USD', 'INR', 'MMK', 'BRL', 'BDT', 'NGN']);
  });

  it.each([
    ['VND', true],
    ['NGN', true],
    ['vnd', false],
    ['EUR', false],
    ['', false],
    [undefined, false],
  ])('%s is a currency symbol: %s', (value, known) => {
    expect(isCurrencyCode(value)).toBe(known);
  });
});
