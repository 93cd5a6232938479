import { formatJackpot } from './format-jackpot';

describe('formatJackpot', () => {
  it.each([
    [8888888.88, '0008888888.88'],
    [2345678901, '2345678901.00'],
    [0, '0000000000.00'],
    [1234567.891, '0001234567.89'],
    [0.5, '0000000000.50'],
    [-3, '0000000000.00'],
    [Number.NaN, '0000000000.00'],
    [12345678901.2, '12345678901.20'],
  ])('%p → %p', (amount, text) => {
    expect(formatJackpot(amount)).toBe(text);
  });
});
