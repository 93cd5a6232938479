import { action, computed, makeObservable, observable } from 'mobx';
import { AsyncList } from '../data/async-resource';
import type { RootStore } from '../stores/root-store';
import type { KeyValueStorage } from '../stores/storage';
import type { Bulletin } from './bulletin';
import { getPopupBulletins, hideMemberBulletins } from './popup-bulletins';
import { readClosedAt, shouldShowPopup, showOnceIds, writeClosedAt } from './popup-rules';

export interface PopupPlace {
  onDepositPage: boolean;
  location: 2 | 3;
}

/** The pop-up bulletin modal: which list, whether it is open, and what closing does. */
export class BulletinPopupStore {
  readonly list = new AsyncList<Bulletin>();
  open = false;
  /** Whether the rules have been applied to a loaded list since the page started (a test hook shows it). */
  decided = false;

  constructor(
    private readonly root: RootStore,
    /** Session storage (a memory one where the browser refuses it). */
    private readonly session: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {
    makeObservable<BulletinPopupStore, 'decide'>(this, {
      open: observable,
      decided: observable,
      bulletins: computed,
      decide: action,
      dismiss: action,
    });
  }

  get bulletins(): Bulletin[] {
    return this.list.items;
  }

  async load(place: PopupPlace): Promise<void> {
    const member = this.root.session.isLoggedIn;
    const device = this.root.layout.device;
    await this.list.load(() =>
      getPopupBulletins(this.root.api, { siteId: this.root.site.siteId, device, member, location: place.location }),
    );
    if (this.list.status === 'loaded') this.decide(place, member);
  }

  private decide(place: PopupPlace, member: boolean): void {
    this.open = shouldShowPopup({
      list: this.list.items,
      closedAt: readClosedAt(this.session, place.onDepositPage),
      onDepositPage: place.onDepositPage,
      member,
    });
    this.decided = true;
  }

  /** Only closes the modal; close() applies the rules. */
  dismiss(): void {
    this.open = false;
  }

  /**
   * Closing stores the close time in session storage; a member with "show once" bulletins sends the
   * hide call, everybody else drops the list kept in the page.
   */
  async close(place: PopupPlace): Promise<void> {
    const shown = this.list.items;
    writeClosedAt(this.session, this.now(), place.onDepositPage);
    this.dismiss();
    const ids = showOnceIds(shown);
    if (this.root.session.isLoggedIn && ids.length > 0) {
      await hideMemberBulletins(this.root.api, {
        siteId: this.root.site.siteId,
        device: this.root.layout.device,
        location: place.location,
        ids,
      }).catch(() => undefined);
    } else {
      this.list.clear();
    }
  }
}
