import { observer } from 'mobx-react-lite';
import type { BannerStore } from '../stores/banner-store';
import { BannerFrame } from './banner-frame';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import { useMobileKit } from '@casino/mf-shared';

/** Mobile: one swiper of the mobile banners (use_type 2). */
export const MobileBanners = observer(function MobileBanners({ store }: { store: BannerStore }) {
  const { Swiper } = useMobileKit();
  const list = store.lists[2];
  return (
    <BannerFrame list={list} ratio="750 / 360" className="home-banner-frame--mobile" onRetry={() => void store.load(2)}>
      <Swiper autoplay={list.items.length > 1} loop={list.items.length > 1} className="home-banner-swiper">
        {list.items.map((banner, index) => (
          <Swiper.Item key={banner.id}>
            <div className="home-banner" data-testid="home-banner">
              <BannerLink banner={banner}>
                <BannerPicture banner={banner} position={index + 1} eager={index === 0} />
              </BannerLink>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </BannerFrame>
  );
});
