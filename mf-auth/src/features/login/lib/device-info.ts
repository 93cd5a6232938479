import Bowser from 'bowser';
import type { DeviceMode } from '@casino/mf-shared';
import { LOGIN_TYPE, type DeviceType } from '@casino/contracts';

/** §9: the `device` code of POST /login; 2 (app) is sent as 1, like mobile and pwa. */
const DEVICE_CODES: Record<DeviceType, number> = { desktop: 0, mobile: 1, app: 2, pwa: 1 };

export function deviceCode(type: DeviceType): number {
  const code = DEVICE_CODES[type];
  return code === 2 ? 1 : code;
}

/** login_type: how the member reached the site (web page, installed PWA, app). */
export function loginType(type: DeviceType): number {
  if (type === 'pwa') return LOGIN_TYPE.pwa;
  if (type === 'app') return LOGIN_TYPE.app;
  return LOGIN_TYPE.web;
}

export interface DeviceEnvironment {
  /** The page's device mode (mf-shared's LayoutStore.mode: the layout, the app, WeChat or an installed web app). */
  mode: DeviceMode;
  userAgent: string;
}

/** The login's device type of a device mode: the app's own screens are the app, WeChat's browser is a phone's. */
export function deviceType(env: Pick<DeviceEnvironment, 'mode'>): DeviceType {
  switch (env.mode) {
    case 'app':
    case 'gesture':
    case 'finger':
      return 'app';
    case 'pwa':
      return 'pwa';
    case 'wechat':
      return 'mobile';
    case 'desktop':
    case 'mobile':
      return env.mode;
  }
}

/** system, system_version and browser of POST /login, read from the user agent with bowser. */
export function userAgentFields(userAgent: string): { system: string; system_version: string; browser: string } {
  // bowser refuses an empty user agent (some embedded browsers send none): then nothing is known.
  if (!userAgent.trim()) return { system: '', system_version: '', browser: '' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version].filter(Boolean).join(' ');
  return {
    system: parsed.os.name ?? '',
    system_version: parsed.os.version ?? parsed.os.versionName ?? '',
    browser,
  };
}

declare const __webpack_public_path__: string | undefined;

/**
 * The host the page's static files come from (the `cdn` of POST /login): this remote's public path
 * as webpack resolved it, else the page's own host.
 */
export function staticFilesHost(pageHref: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  try {
    return new URL(publicPath || '/', pageHref).host;
  } catch {
    return new URL(pageHref).host;
  }
}

/** The device fields of POST /login for this browser. */
export function deviceFields(env: DeviceEnvironment): {
  device: number;
  login_type: number;
  system: string;
  system_version: string;
  browser: string;
  cdn: string;
} {
  const type = deviceType(env);
  return { device: deviceCode(type), login_type: loginType(type), ...userAgentFields(env.userAgent), cdn: staticFilesHost() };
}

/** The environment of the running page (read when the member submits, never during render). */
export function pageDeviceEnvironment(mode: DeviceMode): DeviceEnvironment {
  return { mode, userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent };
}
