import { isLoopback } from '@casino/server-kit/loopback';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.7', false],
    ['::ffff:10.0.0.7', false],
    ['192.168.1.1', false],
    ['2001:db8::1', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
