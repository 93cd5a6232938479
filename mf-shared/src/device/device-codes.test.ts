import { LayoutStore } from '../stores/layout-store';
import {
  DEVICE_MODE,
  DISPLAY_DEVICE,
  SUPPORT_DEVICE,
  deviceMode,
  displayDevice,
  layoutOfSupportDevice,
  showsOnDisplayDevice,
  supportDevice,
  type DeviceFacts,
} from './device-codes';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const browser = (facts: Partial<DeviceFacts> = {}): DeviceFacts => ({
  pwaFlag: null,
  standalone: false,
  userAgent: CHROME_ANDROID,
  ...facts,
});

describe('device modes (desktop 1, mobile 2, app 3, gesture 4, finger 5, wechat 6, pwa 7)', () => {
  it('is the spec table', () => {
    expect(DEVICE_MODE).toEqual({ desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 });
  });

  it.each([
    ['desktop', null, 'desktop'],
    ['mobile', null, 'mobile'],
    ['desktop', browser(), 'desktop'],
    ['mobile', browser(), 'mobile'],
    ['mobile', browser({ pwaFlag: 'ios' }), 'app'],
    ['desktop', browser({ pwaFlag: ' Android ' }), 'app'],
    ['mobile', browser({ pwaFlag: 'ios', userAgent: WECHAT }), 'app'],
    ['mobile', browser({ userAgent: WECHAT }), 'wechat'],
    ['mobile', browser({ pwaFlag: '1' }), 'pwa'],
    ['desktop', browser({ standalone: true }), 'pwa'],
  ] as const)('on a %s layout with %j the mode is %s', (layout, facts, mode) => {
    expect(deviceMode(layout, facts)).toBe(mode);
  });
});

describe('support_device (desktop 0, mobile 1, app 2)', () => {
  it.each([
    ['desktop', 'desktop', 0],
    ['mobile', 'mobile', 1],
    ['mobile', 'app', 2],
    ['mobile', 'gesture', 2],
    ['mobile', 'finger', 2],
    ['mobile', 'wechat', 1],
    ['mobile', 'pwa', 1],
    ['desktop', 'pwa', 0],
  ] as const)('a %s layout in mode %s sends %i', (device, mode, code) => {
    expect(supportDevice({ device, mode })).toBe(code);
  });

  it("follows the layout store: the app's code once the browser said so", () => {
    const layout = new LayoutStore(390);
    expect(supportDevice(layout)).toBe(1);
    layout.setDeviceFacts(browser({ pwaFlag: 'android' }));
    expect([layout.mode, supportDevice(layout)]).toEqual(['app', 2]);
    layout.setWidth(1280);
    expect(supportDevice(layout)).toBe(2);
  });

  it.each([
    [0, 'desktop'],
    [1, 'mobile'],
    [2, 'mobile'],
    ['2', 'mobile'],
    ['0', 'desktop'],
  ] as const)('reads %p as %s (the app is served as mobile)', (code, layout) => {
    expect(layoutOfSupportDevice(code)).toBe(layout);
  });

  it('is the spec table', () => {
    expect(SUPPORT_DEVICE).toEqual({ desktop: 0, mobile: 1, app: 2 });
  });
});

describe('display_device of bulletins (0 both, 1 desktop, 2 mobile)', () => {
  it('gives the code of a layout', () => {
    expect([displayDevice('desktop'), displayDevice('mobile')]).toEqual([DISPLAY_DEVICE.desktop, DISPLAY_DEVICE.mobile]);
  });

  it.each([
    [0, 'desktop', true],
    [0, 'mobile', true],
    [1, 'desktop', true],
    [1, 'mobile', false],
    [2, 'mobile', true],
    ['2', 'desktop', false],
    [null, 'desktop', false],
  ] as const)('shows %p on %s: %p', (code, layout, shown) => {
    expect(showsOnDisplayDevice(code, layout)).toBe(shown);
  });
});
