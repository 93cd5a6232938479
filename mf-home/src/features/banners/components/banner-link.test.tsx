import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner } from '../../../testing/home-fixtures';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { BannerSection } from './banner-section';

const game = { currency: 'RMB', gt_id: 2, gp_id: 'GPJL', gp_gt_name: 'GPJL slot', customized: null };

function linkSandbox() {
  return createFakeSandbox({
    '/arks/web/carousel_picture': () => ({
      web_carousel_picture_list: [
        banner(1, 2, 9, { title: 'External', link_type: 0, link_method: 1, link: 'https://promo.example.com/summer' }),
        banner(2, 2, 8, { title: 'Internal', link_type: 1, link_method: 0, link: '/discount/3' }),
        banner(3, 2, 7, { title: 'Game', link_type: 2, game_link_parameter: game }),
        banner(4, 2, 6, { title: 'Other currency', link_type: 2, game_link_parameter: { ...game, currency: 'VND' } }),
        banner(5, 2, 5, { title: 'Hostile', link_type: 0, link: 'javascript:alert(1)' }),
      ],
    }),
  });
}

async function region() {
  const found = await screen.findByRole('region', { name: 'Promotional banners' });
  await within(found).findAllByAltText('External');
  return found;
}

/** What wraps a banner's picture: its link, its button, or a plain box. */
function slideOf(container: HTMLElement, title: string): HTMLElement {
  const image = within(container).getByAltText(title);
  if (!image?.parentElement) throw new Error(`No banner ${title}`);
  return image.parentElement;
}

describe('banner links', () => {
  it('renders an external banner as a link opening a new tab (link_method 1)', async () => {
    await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    const link = slideOf(await region(), 'External');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'https://promo.example.com/summer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('follows an internal route in the app', async () => {
    await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    await userEvent.click(slideOf(await region(), 'Internal'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/discount/3');
  });

  it('asks for a game launch through the bus', async () => {
    const { root } = await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    const launches: unknown[] = [];
    root.bus.on('game:launch', (payload) => launches.push(payload));
    await userEvent.click(slideOf(await region(), 'Game'));
    // Through launchGame, inside the click: no waiting window for a visitor, and a way to answer the outcome.
    expect(launches).toEqual([
      {
        gpId: 'GPJL',
        gtId: 2,
        source: 'home-banner',
        waitingWindow: null,
        inClick: true,
        canOpenWindow: false,
        respond: expect.any(Function),
      },
    ]);
  });

  it('says so when nobody serves game launches yet', async () => {
    const { notifier } = await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    await userEvent.click(slideOf(await region(), 'Game'));
    expect(notifier.info).toHaveBeenCalledWith('Games are not available right now. Please try again later.');
  });

  it('blocks a game link in another currency with a message, and launches nothing', async () => {
    const { root, notifier } = await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    const launches: unknown[] = [];
    root.bus.on('game:launch', (payload) => launches.push(payload));
    await userEvent.click(slideOf(await region(), 'Other currency'));
    expect(launches).toEqual([]);
    expect(notifier.error).toHaveBeenCalledWith('This game is not available in your currency.');
  });

  it('never turns a javascript: link into a link', async () => {
    await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390 });
    const hostile = slideOf(await region(), 'Hostile');
    expect(hostile.tagName).not.toBe('A');
    expect(hostile).not.toHaveAttribute('href');
  });

  it('makes no banner clickable in demo mode', async () => {
    const { root } = await renderHome(<BannerSection />, { sandbox: linkSandbox(), width: 390, config: { demoMode: true } });
    const found = await region();
    const launches: unknown[] = [];
    root.bus.on('game:launch', (payload) => launches.push(payload));
    expect(within(found).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(slideOf(found, 'Game'));
    expect(launches).toEqual([]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
