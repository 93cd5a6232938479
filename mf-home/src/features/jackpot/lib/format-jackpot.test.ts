import { formatJackpot } from './format-jackpot';

const shown = (amount: number, currency = 'RMB', locale = 'en_US') => {
  const { padding, amount: text } = formatJackpot(amount, currency, locale);
  return `${padding}|${text}`;
};

describe('formatJackpot', () => {
  it.each([
    [8908553.13, '0,00|8,908,553.13'],
    [8888888.88, '0,00|8,888,888.88'],
    [2345678901, '|2,345,678,901.00'],
    [0, '0,000,000,00|0.00'],
    [1234567.891, '0,00|1,234,567.89'],
    [0.5, '0,000,000,00|0.50'],
    [-3, '0,000,000,00|0.00'],
    [Number.NaN, '0,000,000,00|0.00'],
    [12345678901.2, '|12,345,678,901.20'],
  ])('%p → ten grouped integer digits, the padding apart: %p', (amount, text) => {
    expect(shown(amount)).toBe(text);
  });

  it('groups in the page language and drops the decimals of a whole currency', () => {
    expect(shown(8908553.13, 'RMB', 'vi_VN')).toBe('0.00|8.908.553,13');
    expect(shown(8908553.13, 'RMB', 'zh_CN')).toBe('0,00|8,908,553.13');
    expect(shown(123456789, 'VND', 'vi_VN')).toBe('0.|123.456.789');
  });

  it('reads as one grouped number of ten integer digits', () => {
    const { padding, amount } = formatJackpot(8908553.13, 'RMB', 'en_US');
    expect(`${padding}${amount}`).toBe('0,008,908,553.13');
  });
});
