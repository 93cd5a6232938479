import { AsyncList } from '@casino/mf-shared';
import type { RootStore } from '@casino/mf-shared';
import { getCarouselPictures, peekCarouselPictures, type Banner, type BannerUseType } from '../api/get-carousel-pictures';

/** The banner lists of the home page, one per use_type; created per page, never at module level. */
export class BannerStore {
  readonly lists: Record<BannerUseType, AsyncList<Banner>> = {
    0: new AsyncList<Banner>(),
    1: new AsyncList<Banner>(),
    2: new AsyncList<Banner>(),
  };

  constructor(private readonly root: RootStore) {
    // The lists the page arrived with show at once (server-rendered, then hydrated); the load that
    // follows takes the same answer and changes nothing on screen.
    for (const useType of BannerStore.layoutUseTypes(root.layout.isDesktop)) {
      const seeded = peekCarouselPictures(root.api, root.site.siteId, useType);
      if (seeded) this.lists[useType].set(seeded);
    }
  }

  /** The use_types a layout shows: large and small on desktop, the mobile list otherwise. */
  static layoutUseTypes(isDesktop: boolean): BannerUseType[] {
    return isDesktop ? [0, 1] : [2];
  }

  load(useType: BannerUseType): Promise<void> {
    return this.lists[useType].load(() => getCarouselPictures(this.root.api, this.root.site.siteId, useType));
  }

  /** Loads every list the current layout shows. */
  loadForLayout(): Promise<void> {
    return Promise.all(BannerStore.layoutUseTypes(this.root.layout.isDesktop).map((useType) => this.load(useType))).then(() => undefined);
  }
}
