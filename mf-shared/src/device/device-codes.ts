/** The layout a page is drawn for (LayoutStore decides it from the width and the device facts). */
export type Device = 'desktop' | 'mobile';

/**
 * Device modes (shell-and-public.md §9): desktop 1, mobile 2, app 3, gesture 4, finger 5, wechat 6,
 * pwa 7. gesture and finger are the native apps' own unlock screens (pattern, fingerprint): a web
 * page never runs in them, so `deviceMode` never answers them, but they count as the app.
 */
export const DEVICE_MODE = { desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 } as const;
export type DeviceMode = keyof typeof DEVICE_MODE;
export type DeviceModeCode = (typeof DEVICE_MODE)[DeviceMode];

/** What the browser tells about where the page runs; read in the browser only (never during render). */
export interface DeviceFacts {
  /** The `pwa` local-storage value: the native apps store `ios` or `android` (`?pwa=`), an installed web app `1`. */
  pwaFlag: string | null;
  /** `display-mode: standalone` matches: the site was installed as a web app. */
  standalone: boolean;
  userAgent: string;
}

/** The native apps' wrappers name their system in the `pwa` value; anything else is a browser. */
export function isAppFlag(pwaFlag: string | null | undefined): boolean {
  const flag = pwaFlag?.trim().toLowerCase() ?? '';
  return flag === 'ios' || flag === 'android';
}

/**
 * The device mode of the page: the app when the native apps' wrapper stored its `pwa` value,
 * WeChat's in-app browser by its `MicroMessenger/` user-agent token, an installed web app (a `pwa`
 * value, or display-mode standalone), else the layout. Without facts (the server) the layout.
 */
export function deviceMode(layout: Device, facts: DeviceFacts | null): DeviceMode {
  if (!facts) return layout;
  if (isAppFlag(facts.pwaFlag)) return 'app';
  if (/\bMicroMessenger\//i.test(facts.userAgent)) return 'wechat';
  if (facts.pwaFlag?.trim() || facts.standalone) return 'pwa';
  return layout;
}

/** support_device / device of the game, demo and promotion calls (shell-and-public.md §9): desktop 0, mobile 1, app 2. */
export const SUPPORT_DEVICE = { desktop: 0, mobile: 1, app: 2 } as const;
export type SupportDeviceCode = (typeof SUPPORT_DEVICE)[keyof typeof SUPPORT_DEVICE];

/**
 * The support_device code of the page: the app (and its gesture and finger screens) 2; WeChat's
 * browser is a phone's, 1; an installed web app follows its layout, like any browser.
 */
export function supportDevice(layout: { device: Device; mode: DeviceMode }): SupportDeviceCode {
  switch (layout.mode) {
    case 'app':
    case 'gesture':
    case 'finger':
      return SUPPORT_DEVICE.app;
    case 'wechat':
    case 'mobile':
      return SUPPORT_DEVICE.mobile;
    case 'desktop':
      return SUPPORT_DEVICE.desktop;
    case 'pwa':
      return layout.device === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile;
  }
}

/** The layout a support_device code from the API stands for; the app (2) is served as mobile (1). */
export function layoutOfSupportDevice(code: number | string | null | undefined): Device {
  return Number(code) === SUPPORT_DEVICE.desktop ? 'desktop' : 'mobile';
}

/** display_device of the bulletins (§3): a table of its own, 0 both, 1 desktop, 2 mobile. */
export const DISPLAY_DEVICE = { both: 0, desktop: 1, mobile: 2 } as const;

/** The display_device code a layout asks for. */
export function displayDevice(device: Device): 1 | 2 {
  return device === 'desktop' ? DISPLAY_DEVICE.desktop : DISPLAY_DEVICE.mobile;
}

/** Whether a record with this display_device is shown on that layout (0 is both). */
export function showsOnDisplayDevice(code: number | string | null | undefined, device: Device): boolean {
  if (code === null || code === undefined || code === '') return false;
  const value = Number(code);
  return value === DISPLAY_DEVICE.both || value === displayDevice(device);
}
