import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [1288.5, 'RMB', 'en_US', 'RMB 1,288.50'],
    [250, 'USD', 'zh_CN', 'USD 250.00'],
    [5_000_000, 'VND', 'vi_VN', 'VND 5.000.000'],
    [0.456, 'USD', 'en_US', 'USD 0.46'],
  ])('%s %s in %s is %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });
});
