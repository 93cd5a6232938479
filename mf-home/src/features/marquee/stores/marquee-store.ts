import { AsyncList } from '@casino/mf-shared';
import type { RootStore } from '@casino/mf-shared';
import { computed, makeObservable } from 'mobx';
import { getMarquee, type Announcement } from '../api/get-marquee';

/** The announcements of the marquee; the role filter follows the session without another call. */
export class MarqueeStore {
  readonly list = new AsyncList<Announcement>();

  constructor(private readonly root: RootStore) {
    makeObservable(this, { visible: computed });
  }

  /** Visitors see display_before_login announcements, members display_after_login ones (§6). */
  get visible(): Announcement[] {
    const member = this.root.session.isLoggedIn;
    return this.list.items.filter((item) => Boolean(member ? item.display_after_login : item.display_before_login));
  }

  load(): Promise<void> {
    return this.list.load(() => getMarquee(this.root.api, this.root.site.siteId));
  }
}
