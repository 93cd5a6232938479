import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useFocusInside } from '../lib/use-focus-inside';
import { keepHiddenSlidesInert } from '../lib/inert-hidden-slides';
import { useReducedMotion } from '../lib/use-reduced-motion';
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
  const many = large.items.length > 1;
  const reducedMotion = useReducedMotion();
  const host = useRef<HTMLDivElement>(null);
  // Focus anywhere in the carousel (a slide or a dot) holds it: react-slick's pauseOnFocus sees slides only.
  const [focusInside, focusHandlers] = useFocusInside();

  // Only the slide on show is there for the keyboard and for screen readers (WCAG 2.4.3, 4.1.2).
  useEffect(() => {
    if (!host.current) return undefined;
    return keepHiddenSlidesInert(host.current, '.slick-slide');
  }, [large.items]);

  return (
    <>
      <BannerFrame list={large} ratio="1920 / 500" className="home-banner-frame--large" onRetry={() => void store.load(0)}>
        <div ref={host} className="home-banner-carousel-host" {...focusHandlers}>
          <Carousel
            // No autoplay for a player who asked the system for less motion; it holds while the
            // pointer rests on the slides or the dots, and while the keyboard is inside (WCAG 2.2.2).
            autoplay={many && !reducedMotion && !focusInside}
            pauseOnHover
            pauseOnDotsHover
            infinite={many}
            draggable
            className="home-banner-carousel"
          >
            {large.items.map((banner, index) => (
              <div key={banner.id} className="home-banner" data-testid="home-banner">
                <BannerLink banner={banner}>
                  <BannerPicture banner={banner} position={index + 1} eager={index === 0} />
                </BannerLink>
              </div>
            ))}
          </Carousel>
        </div>
      </BannerFrame>
      <BannerSmallRow store={store} />
    </>
  );
});
