import type { Device } from '../stores/layout-store';

/** support_device / device of the game, demo and promotion calls (shell-and-public.md §9): desktop 0, mobile 1, app 2. */
export const SUPPORT_DEVICE = { desktop: 0, mobile: 1, app: 2 } as const;
export type SupportDeviceCode = (typeof SUPPORT_DEVICE)[keyof typeof SUPPORT_DEVICE];

/** The support_device code of a layout. */
export function supportDevice(device: Device): 0 | 1 {
  return device === 'desktop' ? SUPPORT_DEVICE.desktop : SUPPORT_DEVICE.mobile;
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
