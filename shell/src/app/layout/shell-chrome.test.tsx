import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot, type TestRootOptions } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { SkipLink } from './skip-link';

const shell = { shell: async () => ({ default: en }) };
const member = { token: 't', member_id: '5', member_account: 'amy', currency: 'RMB' };

async function renderChrome(layout: 'desktop' | 'mobile', path = '/', options: TestRootOptions = {}) {
  const root = await createTestRoot({ namespaces: shell, width: layout === 'desktop' ? 1280 : 390, ...options });
  const Layout = layout === 'desktop' ? DesktopLayout : MobileLayout;
  renderWithRoot(
    <>
      <SkipLink />
      <Layout nav footer>
        <button type="button">In the content</button>
      </Layout>
    </>,
    root,
    { path },
  );
  return root;
}

afterEach(cleanup);

describe.each(['desktop', 'mobile'] as const)('the %s chrome', (layout) => {
  it('starts with a skip link that moves the focus to the main content', async () => {
    await renderChrome(layout);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'In the content' })).toHaveFocus();
  });

  it('puts everything in a landmark: banner, main, contentinfo, each navigation with its own name', async () => {
    await renderChrome(layout, '/', { storage: member });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'In the content' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(null);
  });
});

describe('the mobile chrome', () => {
  it('names its back button, shown away from home only', async () => {
    await renderChrome('mobile', '/discount');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    cleanup();
    await renderChrome('mobile', '/');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('offers every game type of the desktop menu in the header, the hall shown marked', async () => {
    await renderChrome('mobile', '/gameHall/3');
    const types = screen.getByRole('navigation', { name: 'Games' });
    const links = within(types).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Slots', '/gameHall/2'],
      ['Live Casino', '/gameHall/3'],
      ['Sports', '/gameHall/4'],
      ['Lottery', '/gameHall/5'],
      ['Cards', '/gameHall/6'],
    ]);
    expect(within(types).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
    expect(within(types).getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
  });
});
