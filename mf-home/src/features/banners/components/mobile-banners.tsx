import { observer } from 'mobx-react-lite';
import { useRef, useState, type ComponentRef } from 'react';
import { useFocusInside } from '../lib/use-focus-inside';
import { useReducedMotion } from '../lib/use-reduced-motion';
import type { BannerStore } from '../stores/banner-store';
import { BannerFrame } from './banner-frame';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import { SlideDots } from './slide-dots';
import { useMobileKit } from '@casino/mf-shared';

/**
 * Mobile: one swiper of the mobile banners (use_type 2). As on desktop, only the slide on show is
 * there for screen readers and the keyboard (the others are aria-hidden and inert), named dots
 * under it pick a slide, and it holds still while focus is inside or the system asks for less motion.
 */
export const MobileBanners = observer(function MobileBanners({ store }: { store: BannerStore }) {
  const { Swiper } = useMobileKit();
  const swiper = useRef<ComponentRef<typeof Swiper>>(null);
  const list = store.lists[2];
  const many = list.items.length > 1;
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [focusInside, focusHandlers] = useFocusInside();
  // A list that shrank (a real-time update) leaves no index past its end.
  const onShow = current < list.items.length ? current : 0;

  return (
    <BannerFrame list={list} ratio="750 / 360" className="home-banner-frame--mobile" onRetry={() => void store.load(2)}>
      <div className="home-banner-carousel-host" {...focusHandlers}>
        <Swiper
          ref={swiper}
          autoplay={many && !reducedMotion && !focusInside}
          loop={many}
          onIndexChange={setCurrent}
          indicator={(total, index) =>
            many ? <SlideDots total={total} current={index} onPick={(target) => swiper.current?.swipeTo(target)} /> : null
          }
          className="home-banner-swiper"
        >
          {list.items.map((banner, index) => (
            <Swiper.Item key={banner.id}>
              <div className="home-banner" data-testid="home-banner" aria-hidden={index !== onShow || undefined} inert={index !== onShow}>
                <BannerLink banner={banner}>
                  <BannerPicture banner={banner} position={index + 1} eager={index === 0} />
                </BannerLink>
              </div>
            </Swiper.Item>
          ))}
        </Swiper>
      </div>
    </BannerFrame>
  );
});
