import { action, computed, makeObservable, observable } from 'mobx';

/**
 * Which site-wide modals are open, by name ('auth', 'bulletin', …), so one remote's modal can wait
 * for another's instead of stacking on top of it.
 */
export class ModalStore {
  readonly opened = observable.set<string>();

  constructor() {
    makeObservable(this, { setOpen: action, anyOpen: computed });
  }

  setOpen(name: string, open: boolean): void {
    if (open) this.opened.add(name);
    else this.opened.delete(name);
  }

  isOpen(name: string): boolean {
    return this.opened.has(name);
  }

  /** Whether any site-wide modal is open (the login modal, the first-login password change…). */
  get anyOpen(): boolean {
    return this.opened.size > 0;
  }
}
