import { deviceCode, deviceFields, deviceType, loginType, staticFilesHost, userAgentFields } from './device-info';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('device fields of POST /login (§9)', () => {
  it.each([
    ['desktop', 0, 1],
    ['mobile', 1, 1],
    ['app', 1, 3],
    ['pwa', 1, 2],
  ] as const)('%s is sent as device %i with login_type %i (app: 2 is sent as 1)', (type, code, kind) => {
    expect(deviceCode(type)).toBe(code);
    expect(loginType(type)).toBe(kind);
  });

  it.each([
    ['desktop', 'desktop'],
    ['mobile', 'mobile'],
    ['app', 'app'],
    ['gesture', 'app'],
    ['finger', 'app'],
    ['wechat', 'mobile'],
    ['pwa', 'pwa'],
  ] as const)('reads the device type of the %s mode as %s', (mode, type) => {
    expect(deviceType({ mode })).toBe(type);
  });

  it.each([
    [CHROME_WINDOWS, 'Windows', 'NT 10.0', /^Chrome 124/],
    [SAFARI_IPHONE, 'iOS', '17.4', /^Safari 17\.4/],
    [CHROME_ANDROID, 'Android', '14', /^Chrome 124/],
  ])('reads system, version and browser from the user agent', (ua, system, version, browser) => {
    const fields = userAgentFields(ua);
    expect(fields.system).toBe(system);
    expect(fields.system_version).toBe(version);
    expect(fields.browser).toMatch(browser);
  });

  it('sends empty strings for an unknown user agent rather than failing', () => {
    expect(userAgentFields('')).toEqual({ system: '', system_version: '', browser: '' });
  });

  it("names the host of the page's static files as cdn", () => {
    expect(staticFilesHost('https://www.casino.example/deposit')).toBe('www.casino.example');
    expect(deviceFields({ mode: 'desktop', userAgent: CHROME_WINDOWS })).toMatchObject({
      device: 0,
      login_type: 1,
      system: 'Windows',
      cdn: window.location.host,
    });
  });
});
