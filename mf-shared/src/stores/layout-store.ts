import { action, computed, makeObservable, observable } from 'mobx';

import { DESKTOP_MIN_WIDTH } from '@casino/contracts';
import { deviceMode, type Device, type DeviceFacts, type DeviceMode } from '../device/device-codes';

export { DESKTOP_MIN_WIDTH };

export type { Device };

/** Window size and the layout chosen from it; the device mode once the browser told where the page runs. */
export class LayoutStore {
  width: number;
  /** Null until the shell read the browser (never on the server, never during render). */
  deviceFacts: DeviceFacts | null;

  constructor(initialWidth: number) {
    this.width = initialWidth;
    this.deviceFacts = null;
    makeObservable(this, {
      width: observable,
      deviceFacts: observable,
      device: computed,
      isDesktop: computed,
      mode: computed,
      setWidth: action,
      setDeviceFacts: action,
    });
  }

  /** The device mode (shell-and-public.md §9): desktop, mobile, app, wechat or pwa. */
  get mode(): DeviceMode {
    return deviceMode(this.device, this.deviceFacts);
  }

  setDeviceFacts(facts: DeviceFacts): void {
    this.deviceFacts = facts;
  }

  get device(): Device {
    return this.width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
  }

  get isDesktop(): boolean {
    return this.device === 'desktop';
  }

  setWidth(width: number): void {
    this.width = width;
  }
}
