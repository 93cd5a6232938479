import { observer } from 'mobx-react-lite';
import type { BannerStore } from '../stores/banner-store';
import { BannerCarousel } from './banner-carousel';
import { BannerFrame } from './banner-frame';

/** Mobile: one carousel of the mobile banners (use_type 2), the same carousel as on desktop. */
export const MobileBanners = observer(function MobileBanners({ store }: { store: BannerStore }) {
  const list = store.lists[2];
  return (
    <BannerFrame list={list} ratio="750 / 360" className="home-banner-frame--mobile" onRetry={() => void store.load(2)}>
      <BannerCarousel banners={list.items} variant="mobile" />
    </BannerFrame>
  );
});
