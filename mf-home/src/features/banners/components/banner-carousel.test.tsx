import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { banner } from '../../../testing/home-fixtures';
import { renderHome } from '../../../testing/render-home';
import { AUTOPLAY_MS } from './banner-carousel';
import { BannerSection } from './banner-section';

// The same carousel on both layouts: desktop's large list (use_type 0), the phone's (use_type 2).
const LAYOUTS = [
  ['desktop', 1280],
  ['mobile', 390],
] as const;

/** Three banners per list, the highest sort first: "Banner #1", "Banner #2", "Banner #3" in that order. */
function threeBanners() {
  let count = 3;
  const sandbox = createFakeSandbox({
    '/arks/web/carousel_picture': (body) => {
      const useType = body.use_type as 0 | 1 | 2;
      // The small row (use_type 1) is not the carousel: none, so every picture of the region is a slide.
      if (useType === 1) return { web_carousel_picture_list: [] };
      return {
        web_carousel_picture_list: [1, 2, 3].map((id) => banner(id, useType, 10 - id, { link: `/discount/${id}` })).slice(0, count),
      };
    },
  });
  return { sandbox, shrinkTo: (next: number) => (count = next) };
}

const realMatchMedia = window.matchMedia;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: reduce && query.includes('reduce'),
  })) as typeof window.matchMedia;
}

async function renderCarousel(width: number, sandbox = threeBanners().sandbox) {
  const rendered = await renderHome(<BannerSection />, { sandbox, width });
  const region = await screen.findByRole('region', { name: 'Promotional banners' });
  await within(region).findAllByTestId('home-banner');
  return { ...rendered, region };
}

/** What a player perceives: the one picture exposed, the dot marked current, and every slide's reach. */
function shown(region: HTMLElement) {
  const slides = within(region).getAllByTestId('home-banner');
  return {
    picture: within(region).getByRole('img').getAttribute('alt'),
    dot: within(region)
      .queryAllByRole('button', { name: /^\d+$/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true')?.textContent,
    inert: slides.map((slide) => slide.hasAttribute('inert') && slide.getAttribute('aria-hidden') === 'true'),
  };
}

function dot(region: HTMLElement, name: string) {
  return within(region).getByRole('button', { name });
}

function track(region: HTMLElement): HTMLElement {
  return region.querySelector('.home-carousel__track')!;
}

/** jsdom lays nothing out: gives the track a width and the slides their places in it, as a browser would. */
function layOut(region: HTMLElement, width: number) {
  const element = track(region);
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Array.from(element.children).forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * width }),
  );
  const scrollTo = jest.fn();
  element.scrollTo = scrollTo;
  return { element, scrollTo };
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.useRealTimers();
});

describe.each(LAYOUTS)('the banner carousel on %s', (_layout, width) => {
  it('shows the first slide and leaves the others out of reach of the keyboard and screen readers', async () => {
    const { region } = await renderCarousel(width);
    expect(shown(region)).toEqual({ picture: 'Banner #1', dot: '1', inert: [false, true, true] });
    // The slides are side by side in the one track (the browser scrolls it), not copies.
    expect(track(region).children).toHaveLength(3);
  });

  it('shows the slide a dot picks, and scrolls the track to it smoothly', async () => {
    const { region } = await renderCarousel(width);
    const { scrollTo } = layOut(region, width);
    await userEvent.click(dot(region, '3'));
    expect(shown(region)).toEqual({ picture: 'Banner #3', dot: '3', inert: [true, true, false] });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * width, behavior: 'smooth' });
  });

  it('jumps without the smooth scroll for a player who asked for less motion', async () => {
    preferReducedMotion(true);
    const { region } = await renderCarousel(width);
    const { scrollTo } = layOut(region, width);
    await userEvent.click(dot(region, '2'));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: width, behavior: 'auto' });
  });

  it("follows the player's own swipe or trackpad scroll once the track comes to rest (scrollend)", async () => {
    // A browser with scrollend (jsdom has none): the scroll events on the way count for nothing.
    Object.defineProperty(window, 'onscrollend', { configurable: true, writable: true, value: null });
    try {
      jest.useFakeTimers({ advanceTimers: true });
      preferReducedMotion(true);
      const { region } = await renderCarousel(width);
      const { element, scrollTo } = layOut(region, width);
      element.scrollLeft = 1.4 * width;
      fireEvent.scroll(element);
      act(() => void jest.advanceTimersByTime(1000));
      expect(shown(region).dot).toBe('1');
      element.scrollLeft = 2 * width;
      act(() => void element.dispatchEvent(new Event('scrollend')));
      expect(shown(region)).toEqual({ picture: 'Banner #3', dot: '3', inert: [true, true, false] });
      // The track is already there: nothing scrolls it again.
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (window as { onscrollend?: unknown }).onscrollend;
    }
  });

  it('without scrollend, follows the scroll once no scroll event came for a moment', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    preferReducedMotion(true);
    const { region } = await renderCarousel(width);
    const { element } = layOut(region, width);
    element.scrollLeft = width;
    fireEvent.scroll(element);
    expect(shown(region).dot).toBe('1');
    act(() => void jest.advanceTimersByTime(200));
    expect(shown(region).dot).toBe('2');
  });

  describe('autoplay', () => {
    async function playing(reduce = false) {
      preferReducedMotion(reduce);
      jest.useFakeTimers({ advanceTimers: true });
      return renderCarousel(width);
    }
    const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

    it('advances one slide at a time and wraps from the last to the first', async () => {
      const { region } = await playing();
      const seen = [shown(region).picture];
      for (let step = 0; step < 3; step++) {
        wait(AUTOPLAY_MS);
        seen.push(shown(region).picture);
      }
      expect(seen).toEqual(['Banner #1', 'Banner #2', 'Banner #3', 'Banner #1']);
      expect(shown(region).inert).toEqual([false, true, true]);
    });

    it('gives a slide picked by hand its full time', async () => {
      const { region } = await playing();
      wait(AUTOPLAY_MS - 500);
      fireEvent.click(dot(region, '3'));
      wait(AUTOPLAY_MS - 500);
      expect(shown(region).picture).toBe('Banner #3');
      wait(500);
      expect(shown(region).picture).toBe('Banner #1');
    });

    it('holds while focus is inside, and goes on once it leaves', async () => {
      const { region } = await playing();
      act(() => dot(region, '1').focus());
      wait(4 * AUTOPLAY_MS);
      expect(shown(region).picture).toBe('Banner #1');
      act(() => dot(region, '1').blur());
      wait(AUTOPLAY_MS);
      expect(shown(region).picture).toBe('Banner #2');
    });

    it('holds while the pointer rests on it (the dots included)', async () => {
      const { region } = await playing();
      const carousel = track(region).parentElement!;
      fireEvent.pointerEnter(carousel);
      wait(4 * AUTOPLAY_MS);
      expect(shown(region).picture).toBe('Banner #1');
      fireEvent.pointerLeave(carousel);
      wait(AUTOPLAY_MS);
      expect(shown(region).picture).toBe('Banner #2');
    });

    it('keeps the slide that takes focus on show, when autoplay moves on in the same instant', async () => {
      const { region } = await playing();
      const link = within(region).getByRole('link', { name: 'Banner #1' });
      act(() => {
        jest.advanceTimersByTime(AUTOPLAY_MS);
        link.focus();
      });
      expect(link).toHaveFocus();
      expect(shown(region)).toEqual({ picture: 'Banner #1', dot: '1', inert: [false, true, true] });
    });

    it('never runs for a player who asked for less motion', async () => {
      const { region } = await playing(true);
      wait(10 * AUTOPLAY_MS);
      expect(shown(region).picture).toBe('Banner #1');
    });
  });

  it('leaves no slide past the end when the list shrinks (a real-time update)', async () => {
    const { sandbox, shrinkTo } = threeBanners();
    const { root, region } = await renderCarousel(width, sandbox);
    await userEvent.click(dot(region, '3'));
    expect(shown(region).picture).toBe('Banner #3');
    shrinkTo(2);
    act(() => void root.bus.emit('realtime:carousel-changed', { currency: 'RMB' }));
    await waitFor(() => expect(within(region).getAllByTestId('home-banner')).toHaveLength(2));
    expect(shown(region)).toEqual({ picture: 'Banner #1', dot: '1', inert: [false, true] });
  });

  it('has no dots and no autoplay for a single banner', async () => {
    const { sandbox, shrinkTo } = threeBanners();
    shrinkTo(1);
    jest.useFakeTimers({ advanceTimers: true });
    const { region } = await renderCarousel(width, sandbox);
    act(() => void jest.advanceTimersByTime(2 * AUTOPLAY_MS));
    expect(within(region).queryByRole('button', { name: /^\d+$/ })).not.toBeInTheDocument();
    expect(shown(region)).toEqual({ picture: 'Banner #1', dot: undefined, inert: [false] });
  });
});
