import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider, RouterProvider, type RemoteModuleExports } from '@casino/mf-shared';
import { createTestRoot, type TestRootOptions, createMemoryRouter } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { RegistryContext } from '../remote-loader/registry-context';
import type { RemoteRegistry } from '../remote-loader/remote-registry';
import { buildRoutes } from '../routes';
import { visibleParts } from './shell-layout';
import { RESIZE_DEBOUNCE_MS } from './use-window-width';

// The chrome the native apps' web views and the game pages rely on (issue 26, "untested but relied
// on"): ?appPage= and header=false, no navigation bar nor footer on /slotgame, the SEO block and
// the 1000 ms resize debounce, through the real route table and ShellLayout.

/** A registry whose every module renders its own id, so a test sees which page a route drew. */
const registry = {
  has: () => true,
  loadedNow: () => undefined,
  load: async (id: string): Promise<RemoteModuleExports<Record<string, never>>> => ({ default: () => <h1>{id}</h1> }),
} as unknown as RemoteRegistry;

const DESKTOP = 1280;
const MOBILE = 390;

async function visit(path: string, width: number, options: TestRootOptions = {}) {
  const root = await createTestRoot({ width, ...options, namespaces: { shell: async () => ({ default: en }) } });
  const router = createMemoryRouter(buildRoutes(root.store), { initialEntries: [path] });
  render(
    <StoresProvider store={root.store}>
      <I18nextProvider i18n={root.i18n}>
        <RegistryContext.Provider value={registry}>
          <RouterProvider router={router} />
        </RegistryContext.Provider>
      </I18nextProvider>
    </StoresProvider>,
  );
  return root;
}

/** The header (a banner on both layouts) and the footer (desktop: contentinfo; mobile: the "Site menu" bar). */
const header = () => screen.queryByRole('banner');
const footer = (width: number) =>
  width === DESKTOP ? screen.queryByRole('contentinfo') : screen.queryByRole('navigation', { name: 'Site menu' });

describe('visibleParts: the route chrome narrowed by ?appPage=', () => {
  it.each([
    [null, { nav: true, content: true, footer: true }],
    ['header', { nav: true, content: false, footer: false }],
    ['content', { nav: false, content: true, footer: false }],
    ['footer', { nav: false, content: false, footer: true }],
    ['sidebar', { nav: true, content: true, footer: true }],
  ])('appPage=%s', (appPage, parts) => {
    expect(visibleParts({ nav: true, footer: true }, appPage)).toEqual(parts);
  });

  it('keeps a route without chrome without it unless the app asks for one part', () => {
    expect(visibleParts({ nav: false, footer: false }, null)).toEqual({ nav: false, content: true, footer: false });
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('the %s shell', (_layout, width) => {
  it('draws the header, the page and the footer of an ordinary page', async () => {
    await visit('/discount', width);
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(header()).toBeInTheDocument();
    expect(footer(width)).toBeInTheDocument();
  });

  it('draws /slotgame (a provider named) without navigation bar nor footer', async () => {
    await visit('/slotgame?gp_id=GPR8', width);
    expect(await screen.findByRole('heading', { name: 'mf_games/SlotGamePage' })).toBeInTheDocument();
    expect(header()).toBeNull();
    expect(footer(width)).toBeNull();
  });

  it('draws only the page for an app web view with ?appPage=content', async () => {
    await visit('/discount?appPage=content', width);
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(header()).toBeNull();
    expect(footer(width)).toBeNull();
  });

  it('draws only the header with ?appPage=header', async () => {
    await visit('/discount?appPage=header', width);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(footer(width)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'mf_home/DiscountPage' })).toBeNull();
  });

  it('draws only the footer with ?appPage=footer', async () => {
    await visit('/discount?appPage=footer', width);
    await waitFor(() => expect(footer(width)).toBeInTheDocument());
    expect(header()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'mf_home/DiscountPage' })).toBeNull();
  });

  it('shows the SEO content block of the site configuration, sanitised, as a named region', async () => {
    await visit('/discount', width, {
      config: { siteName: 'Lucky Site', seoContent: '<h2>Play online</h2><img src="x" onerror="alert(1)">' },
    });
    const region = await screen.findByRole('region', { name: 'About Lucky Site' });
    expect(region).toHaveTextContent('Play online');
    expect(region.innerHTML).not.toMatch(/onerror/);
  });

  it('has no SEO block when the site configures none', async () => {
    await visit('/discount', width, { config: { siteName: 'Lucky Site', seoContent: '' } });
    await screen.findByRole('heading', { name: 'mf_home/DiscountPage' });
    expect(screen.queryByRole('region', { name: 'About Lucky Site' })).toBeNull();
  });
});

describe('the mobile header in an app web view', () => {
  it('is hidden with header=false, the page and the footer kept', async () => {
    await visit('/discount?header=false', MOBILE);
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(header()).toBeNull();
    expect(footer(MOBILE)).toBeInTheDocument();
  });
});

describe('the layout follows the window width', () => {
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it(`${RESIZE_DEBOUNCE_MS} ms after the last resize (debounced), never before`, async () => {
    const { store } = await visit('/discount', DESKTOP);
    await screen.findByRole('heading', { name: 'mf_home/DiscountPage' });
    expect(RESIZE_DEBOUNCE_MS).toBe(1000);
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: MOBILE });
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void jest.advanceTimersByTime(600));
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void jest.advanceTimersByTime(999));
    expect(store.layout.isDesktop).toBe(true);
    act(() => void jest.advanceTimersByTime(1));
    expect(store.layout.isDesktop).toBe(false);
  });
});
