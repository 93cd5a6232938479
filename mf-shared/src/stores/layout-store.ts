import { action, computed, makeObservable, observable } from 'mobx';

import { DESKTOP_MIN_WIDTH } from '../contracts/layout';

export { DESKTOP_MIN_WIDTH };

export type Device = 'desktop' | 'mobile';

/** Window size and the layout chosen from it. */
export class LayoutStore {
  width: number;

  constructor(initialWidth: number) {
    this.width = initialWidth;
    makeObservable(this, { width: observable, device: computed, isDesktop: computed, setWidth: action });
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
