import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcement, banner } from '../testing/home-fixtures';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../testing/render-home';
import { siteBlockHandlers } from '../testing/site-blocks';
import { HomePage } from './home-page';

function homeSandbox({ popup = false } = {}) {
  const bulletins = popup
    ? [
        {
          id: 1,
          title: 'Welcome',
          display_content: '<p>Welcome bonus</p>',
          content: 'Welcome bonus',
          display_device: 0,
          sort: 1,
          updated_at: '2025-06-01T08:00:00Z',
          setting: { display_frequency: 0 },
        },
      ]
    : [];
  return createFakeSandbox({
    ...siteBlockHandlers(),
    '/arks/web/carousel_picture': (body) => ({
      web_carousel_picture_list: [banner(1, body.use_type as 0, 1), banner(2, body.use_type as 0, 2)],
    }),
    '/arks/web/announcement/marquee': () => ({ web_announcement_list: [announcement(1, 1, true, true)] }),
    '/arks/web/bulletin': () => ({ web_bulletin_list: bulletins }),
    '/arks/web/bulletin/member': () => ({ web_bulletin_list: bulletins }),
    '/v2/get_jackpot': () => ({ currency: 'RMB', jackpot_amount_total: 8888888.88 }),
  });
}

describe('HomePage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('on desktop: the blocks under their test names, fixed float panels and the footer, no quick links', async () => {
    const sandbox = homeSandbox();
    await renderHome(<HomePage />, { sandbox });
    const page = await screen.findByTestId('home-page');
    expect(within(page).getByRole('region', { name: 'Promotional banners' })).toBeInTheDocument();
    expect(within(page).getByRole('marquee', { name: 'Announcements' })).toBeInTheDocument();
    expect(await within(page).findByRole('status', { name: 'Jackpot in RMB' })).toHaveTextContent('0,008,888,888.88');
    expect(within(page).getByRole('button', { name: 'Announcement history' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Try demo games' })).toBeInTheDocument();
    expect(await within(page).findByRole('contentinfo', { name: 'Site information' })).toBeInTheDocument();
    expect(await within(page).findByRole('complementary', { name: 'Shortcuts (right)' })).toHaveClass('home-float--fixed');
    expect(within(page).getByRole('region', { name: 'Why play with us' })).toBeInTheDocument();
    expect(within(page).queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    // The shell's header carries the brand: the page does not show the logo a second time under it.
    expect(within(page).queryByRole('img', { name: /logo/i })).not.toBeInTheDocument();
    expect(sandbox.callsTo('/web/logo')).toHaveLength(0);
  });

  it.each([1280, 390])('has one top-level heading, the site name, at %i px', async (width) => {
    await renderHome(<HomePage />, { sandbox: homeSandbox(), width });
    const page = await screen.findByTestId('home-page');
    expect(
      within(page)
        .getAllByRole('heading', { level: 1 })
        .map((heading) => heading.textContent),
    ).toEqual(['Golden Lotus']);
  });

  it('on mobile: quick links and the float row in the flow, no second logo; members do not get the login texts', async () => {
    await renderHome(<HomePage />, { sandbox: homeSandbox(), width: 390, member: true });
    const page = await screen.findByTestId('home-page');
    expect(await within(page).findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(page).queryByRole('img', { name: /logo/i })).not.toBeInTheDocument();
    expect(within(page).getByRole('navigation', { name: 'Shortcuts' })).toHaveClass('home-float--inline');
    expect(within(page).queryByRole('complementary')).not.toBeInTheDocument();
    expect(within(page).queryByRole('region', { name: 'Why play with us' })).not.toBeInTheDocument();
  });

  // The page's module says it renders without the UI kit (expose/home-page.tsx): here no kit ever
  // comes, and anything on the first view that asked for one would throw.
  it.each([1280, 390])('renders its first view without the UI kit at %i px, the pop-up and its Close included', async (width) => {
    await renderHome(<HomePage />, { sandbox: homeSandbox({ popup: true }), width, kits: 'refused' });
    const page = await screen.findByTestId('home-page');
    expect(within(page).getAllByTestId('home-banner').length).toBeGreaterThan(0);
    expect(within(page).getByRole('marquee', { name: 'Announcements' })).toBeInTheDocument();
    const popup = await screen.findByRole('dialog', { name: 'Announcement' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument());
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
  });
});
