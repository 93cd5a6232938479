import { observer } from 'mobx-react-lite';
import type { BannerStore } from '../stores/banner-store';
import { BannerFrame } from './banner-frame';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import { BannerSmallRow } from './banner-small-row';
import { useDesktopKit } from '@casino/mf-shared';

/** Desktop: the large carousel (use_type 0) and the row of small banners (use_type 1) under it. */
export const DesktopBanners = observer(function DesktopBanners({ store }: { store: BannerStore }) {
  const { Carousel } = useDesktopKit();
  const large = store.lists[0];
  return (
    <>
      <BannerFrame list={large} ratio="1920 / 500" className="home-banner-frame--large" onRetry={() => void store.load(0)}>
        <Carousel autoplay={large.items.length > 1} infinite={large.items.length > 1} draggable className="home-banner-carousel">
          {large.items.map((banner, index) => (
            <div key={banner.id} className="home-banner" data-testid="home-banner">
              <BannerLink banner={banner}>
                <BannerPicture banner={banner} position={index + 1} eager={index === 0} />
              </BannerLink>
            </div>
          ))}
        </Carousel>
      </BannerFrame>
      <BannerSmallRow store={store} />
    </>
  );
});
