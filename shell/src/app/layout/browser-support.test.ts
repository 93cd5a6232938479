import { browserIssue } from './browser-support';

describe('browserIssue', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Version/17.2 Mobile/15E148 Safari/604.1', null],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0.0.0 Mobile Safari/537.36', null],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/400.0]', 'in-app'],
    ['Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Line/13.1.0', 'in-app'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) MicroMessenger/8.0.40', 'in-app'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 Version/12.1 Mobile Safari/604.1', 'outdated'],
    ['Mozilla/5.0 (Linux; Android 8.0; SM-G950F) AppleWebKit/537.36 Chrome/70.0.3538.110 Mobile Safari/537.36', 'outdated'],
  ])('%s → %s', (ua, expected) => {
    expect(browserIssue(ua)).toBe(expected);
  });
});
