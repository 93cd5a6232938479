import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner } from '../../../testing/home-fixtures';
import { firstData } from '@casino/contracts';
import { createFakeSandbox, createTestRoot, httpError } from '@casino/mf-shared/testing';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider } from '@casino/mf-shared';
import { HOME_NS, loadHomeMessages } from '../../../app/namespace';
import { renderHome } from '../../../testing/render-home';
import { BannerSection } from './banner-section';

/** Answers the carousel call with out-of-order lists per use_type. */
function bannerSandbox() {
  return createFakeSandbox({
    '/arks/web/carousel_picture': (body) => {
      const useType = body.use_type as 0 | 1 | 2;
      return {
        web_carousel_picture_list: [
          banner(10 + useType * 10, useType, 1),
          banner(11 + useType * 10, useType, 9),
          banner(12 + useType * 10, useType, 5),
        ],
      };
    },
  });
}

function bannerRegion() {
  return screen.findByRole('region', { name: 'Promotional banners' });
}

function visibleImages(region: HTMLElement) {
  return within(region)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
}

describe('BannerSection', () => {
  it('draws the banners the page arrived with at once, as the server renders it (docs/ssr.md)', async () => {
    const sandbox = bannerSandbox();
    const root = await createTestRoot({ width: 390, fetch: sandbox.fetch, namespaces: { [HOME_NS]: loadHomeMessages } });
    root.store.api.seed(
      '/arks/web/carousel_picture',
      { site_id: 1, use_type: 2 },
      { web_carousel_picture_list: [banner(41, 2, 1), banner(42, 2, 7)] },
    );
    // No effect runs in a server render: what shows is what the store had when it was created.
    const html = renderToString(
      <StoresProvider store={root.store}>
        <I18nextProvider i18n={root.i18n}>
          <BannerSection />
        </I18nextProvider>
      </StoresProvider>,
    );
    expect(html).toContain('alt="Banner #42"');
    expect(html).toContain('alt="Banner #41"');
    expect(html.indexOf('Banner #42')).toBeLessThan(html.indexOf('Banner #41'));
    // The first slide on show with no script, the other out of reach until the page comes alive.
    const slides = [...html.matchAll(/<div[^>]*data-testid="home-banner"[^>]*>/g)].map(([tag]) => tag);
    expect(slides).toHaveLength(2);
    expect(slides[0]).not.toMatch(/aria-hidden|inert/);
    expect(slides[1]).toMatch(/aria-hidden="true"/);
    expect(slides[1]).toMatch(/inert=""/);
    expect(sandbox.callsTo('/arks/web/carousel_picture')).toEqual([]);
  });

  it('on desktop shows the large list (use_type 0) then the small row (use_type 1), each sorted by sort descending', async () => {
    const sandbox = bannerSandbox();
    await renderHome(<BannerSection />, { sandbox, width: 1280 });
    const region = await bannerRegion();
    const small = await within(region).findByRole('list', { name: 'More promotions' });
    expect(
      within(small)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Banner #21', 'Banner #22', 'Banner #20']);
    // The carousel exposes only its current slide: the highest sort comes first.
    expect(visibleImages(region)[0]).toBe('Banner #11');
    // The slides in order, each once (no copies at the ends).
    const slides = within(region)
      .getAllByTestId('home-banner')
      .map((slide) => slide.querySelector('img')?.alt);
    expect(slides).toEqual(['Banner #11', 'Banner #12', 'Banner #10']);
    expect(sandbox.callsTo('/arks/web/carousel_picture').map((call) => call.body)).toEqual([
      { site_id: 1, use_type: 0 },
      { site_id: 1, use_type: 1 },
    ]);
  });

  it('names each dot by its slide number', async () => {
    await renderHome(<BannerSection />, { sandbox: bannerSandbox(), width: 1280 });
    const region = await bannerRegion();
    await within(region).findAllByTestId('home-banner');
    expect(
      within(region)
        .getAllByRole('button', { name: /^\d+$/ })
        .map((dot) => dot.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('on mobile asks only for use_type 2 and shows it sorted by sort descending', async () => {
    const sandbox = bannerSandbox();
    await renderHome(<BannerSection />, { sandbox, width: 390 });
    const region = await bannerRegion();
    await waitFor(() => expect(within(region).getAllByRole('img').length).toBeGreaterThan(0));
    const alts = Array.from(region.querySelectorAll('img')).map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['Banner #31', 'Banner #32', 'Banner #30']);
    expect(sandbox.callsTo('/arks/web/carousel_picture').map((call) => call.body)).toEqual([{ site_id: 1, use_type: 2 }]);
  });

  it('reserves the pictures’ aspect ratio while loading and shows a loading text', async () => {
    const sandbox = createFakeSandbox({ '/arks/web/carousel_picture': () => new Promise(() => {}) });
    await renderHome(<BannerSection />, { sandbox, width: 390 });
    const region = await bannerRegion();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading banners…');
    expect(region.querySelector('.home-banner-frame')).toHaveStyle({ aspectRatio: '750 / 360' });
  });

  it('shows an empty state when there is no banner', async () => {
    const sandbox = createFakeSandbox({ '/arks/web/carousel_picture': () => ({ web_carousel_picture_list: [] }) });
    await renderHome(<BannerSection />, { sandbox, width: 1280 });
    const region = await bannerRegion();
    expect(await within(region).findByText('No banners at the moment.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows its own failed state and the server's message as a toast (§8), and retry loads the banners", async () => {
    let fail = true;
    const sandbox = createFakeSandbox({
      '/arks/web/carousel_picture': (body) =>
        fail ? httpError(500, 'Banner service is down') : { web_carousel_picture_list: [banner(5, body.use_type as 2, 1)] },
    });
    const { notifier } = await renderHome(<BannerSection />, { sandbox, width: 390 });
    const region = await bannerRegion();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The banners could not be loaded.');
    expect(notifier.error).toHaveBeenCalledWith('Banner service is down');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findAllByAltText('Banner #5')).not.toHaveLength(0);
  });

  it('loads again in the new language when the locale changes', async () => {
    const sandbox = bannerSandbox();
    const { root } = await renderHome(<BannerSection />, { sandbox, width: 390 });
    await bannerRegion();
    await waitFor(() => expect(sandbox.callsTo('/arks/web/carousel_picture')).toHaveLength(1));
    await act(() => root.locale.setLocale('zh_CN'));
    await waitFor(() => expect(sandbox.callsTo('/arks/web/carousel_picture')).toHaveLength(2));
    expect(sandbox.callsTo('/arks/web/carousel_picture')[1]?.headers.lang).toBe('zh_CN');
  });

  it('refreshes without a reload when the back office publishes a banner change for the site currency, and only then', async () => {
    let title = 'Before';
    const sandbox = createFakeSandbox({
      '/arks/web/carousel_picture': (body) => ({ web_carousel_picture_list: [banner(70, body.use_type as 2, 1, { title })] }),
    });
    const { root } = await renderHome(<BannerSection />, { sandbox, width: 390 });
    const region = await bannerRegion();
    expect(await within(region).findByAltText('Before')).toBeInTheDocument();
    title = 'After';
    // Another currency's channel (web_api.VND) is not this site's banners: no call.
    act(() => void root.bus.emit('realtime:carousel-changed', { currency: 'VND' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sandbox.callsTo('/arks/web/carousel_picture')).toHaveLength(1);
    act(() => void root.bus.emit('realtime:carousel-changed', { currency: 'RMB' }));
    expect(await within(region).findByAltText('After')).toBeInTheDocument();
    expect(sandbox.callsTo('/arks/web/carousel_picture')).toHaveLength(2);
  });
});

describe('the first data the shell starts for the home page (contracts firstData)', () => {
  it.each([
    ['desktop', 1280, true],
    ['mobile', 390, false],
  ] as const)('on %s is exactly the banner calls the home makes, so the early answers are used', async (_name, width, isDesktop) => {
    const sandbox = bannerSandbox();
    const { store } = await renderHome(<BannerSection />, { sandbox, width });
    await bannerRegion();
    const made = sandbox.callsTo('/arks/web/carousel_picture').map((call) => call.body);
    const declared = firstData['mf_home/HomePage']!({ siteId: store.site.siteId, isDesktop }).map((call) => call.body);
    expect(new Set(made.map((body) => JSON.stringify(body)))).toEqual(new Set(declared.map((body) => JSON.stringify(body))));
  });
});
