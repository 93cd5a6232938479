import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useFocusInside } from '../lib/use-focus-inside';
import { useReducedMotion } from '../lib/use-reduced-motion';
import type { Banner } from '../api/get-carousel-pictures';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';
import { SlideDots } from './slide-dots';

/** How long a slide stays on show before autoplay moves on: the pause antd's Carousel and antd-mobile's Swiper had. */
export const AUTOPLAY_MS = 3000;

/** How long the track must stay still before its position counts, where the browser has no scrollend event. */
const SCROLL_SETTLE_MS = 150;

interface BannerCarouselProps {
  banners: readonly Banner[];
  /** The dots' look: antd's bars on desktop, antd-mobile's round dots on the phone. */
  variant: 'desktop' | 'mobile';
}

/**
 * The banners side by side in a horizontal scroll-snap track: the browser's own scrolling takes
 * touch swipes and trackpads, and the server-drawn page shows the first slide with no script.
 * Named dots under it pick a slide and follow the player's own scrolling. Only the slide on show is
 * there for the keyboard and screen readers (the others are aria-hidden and inert, WCAG 2.4.3,
 * 4.1.2). Autoplay advances one slide and wraps; it holds while the pointer or the focus is inside,
 * and never runs for a player who asked the system for less motion (WCAG 2.2.2).
 */
export const BannerCarousel = observer(function BannerCarousel({ banners, variant }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState(0);
  const count = banners.length;
  // A list that shrank (a real-time update) leaves no index past its end.
  const current = picked < count ? picked : 0;
  const reducedMotion = useReducedMotion();
  const [focusInside, focusHandlers] = useFocusInside();
  const [pointerInside, setPointerInside] = useState(false);
  const playing = count > 1 && !reducedMotion && !focusInside && !pointerInside;

  // One timer per slide on show: a slide picked by hand gets its full time too.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setPicked((current + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current, count]);

  // The track follows the slide on show (a dot, autoplay). Nothing to do when it is already there:
  // the player scrolled it there, or it is the first slide of a page just drawn.
  useEffect(() => {
    const element = track.current;
    const slide = element?.children[current];
    if (!element || !(slide instanceof HTMLElement) || typeof element.scrollTo !== 'function') return;
    if (Math.abs(element.scrollLeft - slide.offsetLeft) < 1) return;
    element.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [current, reducedMotion]);

  // And the slide on show follows the track once it comes to rest after the player's swipe or
  // trackpad scroll (or the track's own smooth scroll, which lands where it was sent). Only at rest:
  // a position read halfway through a smooth scroll would send the track back where it came from.
  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    const sync = () => {
      const width = element.clientWidth;
      if (width > 0) setPicked(Math.min(Math.round(element.scrollLeft / width), element.children.length - 1));
    };
    if ('onscrollend' in window) {
      element.addEventListener('scrollend', sync);
      return () => element.removeEventListener('scrollend', sync);
    }
    // A browser without scrollend: at rest once no scroll event came for a moment.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(sync, SCROLL_SETTLE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <div
      className={`home-carousel home-carousel--${variant}`}
      data-current={current}
      {...focusHandlers}
      // A touch counts as well: the carousel holds while a finger is on it.
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
    >
      <div ref={track} className="home-carousel__track">
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="home-banner home-carousel__slide"
            data-testid="home-banner"
            aria-hidden={index !== current || undefined}
            inert={index !== current}
            // The slide holding focus is the one on show, even when autoplay moved on in the same
            // instant as the Tab key: focus never sits in a slide that has just turned inert.
            onFocus={() => setPicked(index)}
          >
            <BannerLink banner={banner}>
              <BannerPicture banner={banner} position={index + 1} eager={index === 0} />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? <SlideDots total={count} current={current} onPick={setPicked} /> : null}
    </div>
  );
});
