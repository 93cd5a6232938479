import { observer } from 'mobx-react-lite';
import type { BannerStore } from '../stores/banner-store';
import { BannerCarousel } from './banner-carousel';
import { BannerFrame } from './banner-frame';
import { BannerSmallRow } from './banner-small-row';

/** Desktop: the large carousel (use_type 0) and the row of small banners (use_type 1) under it. */
export const DesktopBanners = observer(function DesktopBanners({ store }: { store: BannerStore }) {
  const large = store.lists[0];
  return (
    <>
      <BannerFrame list={large} ratio="1920 / 500" className="home-banner-frame--large" onRetry={() => void store.load(0)}>
        <BannerCarousel banners={large.items} variant="desktop" />
      </BannerFrame>
      <BannerSmallRow store={store} />
    </>
  );
});
