import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { StoresProvider, RouterProvider, type RemoteModuleExports } from '@casino/mf-shared';
import { DEFAULT_SITE_FLAGS } from '@casino/contracts';
import { createTestRoot, type TestRoot, type TestRootOptions, createMemoryRouter, recordCookieWrites } from '@casino/mf-shared/testing';
import en from '../../locales/en_US.json';
import { RegistryContext } from '../remote-loader/registry-context';
import type { RemoteRegistry } from '../remote-loader/remote-registry';
import { buildRoutes } from '../routes';
import { AUTH_TARGET_KEY } from './builtin';
import { resolveMiddleware, type RouteRequestContext } from './registry';
import { createStaticHandler } from '@casino/mf-shared/server-render';
import { afterNavigation, NAVIGATION_WAIT_MS, requestCookies } from './middleware';

/** A registry whose every module renders its own id, so a test sees which remote a route chose. */
const registry = {
  has: () => true,
  loadedNow: () => undefined,
  load: async (id: string): Promise<RemoteModuleExports<Record<string, never>>> => ({ default: () => <h1>{id}</h1> }),
} as unknown as RemoteRegistry;

async function visit(path: string, options: TestRootOptions = {}, before?: (root: TestRoot) => void) {
  const root = await createTestRoot({ ...options, namespaces: { shell: async () => ({ default: en }) } });
  before?.(root);
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
  return { ...root, router };
}

const clearCookies = () =>
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
});

describe('the navigation wait (shell-and-public.md §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('runs a task about 100 ms after the route resolved, not before', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    afterNavigation(task);
    jest.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(NAVIGATION_WAIT_MS).toBe(100);
  });
});

describe('route middleware', () => {
  it('refuses an unknown middleware name at start-up', () => {
    expect(() => resolveMiddleware(['auth', 'no-such-thing'], '/x')).toThrow('Unknown middleware "no-such-thing" on route /x');
  });

  it.each(['/main', '/gameHall', '/slotgame'])('sends exact %s home', async (path) => {
    const { router } = await visit(path);
    expect(await screen.findByRole('heading', { name: 'mf_home/HomePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps /gameHall/:id and /slotgame with a provider', async () => {
    await visit('/gameHall/3');
    expect(await screen.findByRole('heading', { name: 'mf_games/GameHallPage' })).toBeInTheDocument();
  });

  it('/fastDeposit sets the isFastDeposit cookie and goes home', async () => {
    const { router } = await visit('/fastDeposit');
    await screen.findByRole('heading', { name: 'mf_home/HomePage' });
    expect(document.cookie).toContain('isFastDeposit=true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('/register sets isRouteRegister and goes home only in production', async () => {
    await visit('/register', { config: { environment: 'production' } });
    await screen.findByRole('heading', { name: 'mf_home/HomePage' });
    expect(document.cookie).toContain('isRouteRegister=true');
  });

  it('/register is an unknown page outside production', async () => {
    await visit('/register', { config: { environment: 'development' } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('isRouteRegister');
  });

  it('auth sends a visitor home, opens the login modal and remembers the target', async () => {
    const opened: string[] = [];
    const { router } = await visit('/user/Info?tab=1', {}, ({ store }) => store.bus.on('auth:open', ({ tab }) => opened.push(tab)));
    await screen.findByRole('heading', { name: 'mf_home/HomePage' });
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(AUTH_TARGET_KEY)).toBe('/user/Info?tab=1');
    await waitFor(() => expect(opened).toEqual(['login']));
  });

  it('opens the modal named by ?modal=register', async () => {
    const opened: string[] = [];
    await visit('/?modal=register', {}, ({ store }) => store.bus.on('auth:open', ({ tab }) => opened.push(tab)));
    await waitFor(() => expect(opened).toEqual(['register']));
  });

  it("runs with the store of the request the server's routes are queried for, not the one they were built with", async () => {
    const visitor = await createTestRoot();
    const member = await createTestRoot({ storage: { token: 't', member_id: '1', member_account: 'amy', currency: 'RMB' } });
    // The server builds its routes once (shell/src/server/render.tsx) and queries them per request.
    const handler = createStaticHandler(buildRoutes(visitor.store));
    const query = (store: typeof visitor.store) =>
      handler.query(new Request('http://localhost/user/Info'), { requestContext: { store } satisfies RouteRequestContext });
    const asMember = await query(member.store);
    expect(asMember).not.toBeInstanceOf(Response);
    const asVisitor = await query(visitor.store);
    expect(asVisitor).toBeInstanceOf(Response);
    expect((asVisitor as Response).headers.get('Location')).toBe('/');
  });

  it('auth lets a member in', async () => {
    await visit('/user/Info', { storage: { token: 't', member_id: '1', member_account: 'amy', currency: 'RMB' } });
    expect(await screen.findByRole('heading', { name: 'mf_member/UserCenterPage' })).toBeInTheDocument();
  });

  it('follows an internal route rule in the app', async () => {
    const { router } = await visit('/old-promo', { config: { routeRules: [{ path: '/old-promo', redirect: '/discount' }] } });
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/discount');
  });

  it('keeps the introducer of an agent link in cookies', async () => {
    await visit('/?id=A77&currency=VND');
    await screen.findByRole('heading', { name: 'mf_home/HomePage' });
    expect(document.cookie).toContain('register_type=agent');
    expect(document.cookie).toContain('member_agent=A77');
    expect(document.cookie).toContain('ccy=VND');
  });

  it("keeps the introducer cookies the site's LINK_EXPIRE_TIME minutes", async () => {
    const { written } = await recordCookieWrites(async () => {
      await visit('/?invite=R9', { config: { flags: { ...DEFAULT_SITE_FLAGS, linkExpireMinutes: 10 } } });
      await screen.findByRole('heading', { name: 'mf_home/HomePage' });
    });
    const line = written.find((value) => value.startsWith('recommend_code=R9'));
    const expires = Date.parse(/expires=([^;]+)/.exec(line ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('locale-changing takes the locale from the path prefix and stores the cookie', async () => {
    const { store } = await visit('/zh_CN/discount', { config: { localeStrategy: 'prefix_except_default' } });
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(store.locale.locale).toBe('zh_CN');
    expect(document.cookie).toContain('i18n_redirected=zh_CN');
  });

  it('locale-changing redirects an unprefixed path under the prefix strategy', async () => {
    const { router } = await visit('/faq', { config: { localeStrategy: 'prefix' } });
    expect(await screen.findByRole('heading', { name: 'mf_home/FaqPage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en_US/faq');
  });

  it("on different domains the routes are the domain locale's (adjustDefaultRoutes) and the host decides the language", async () => {
    const { router, store } = await visit('/discount', {
      locale: 'vi_VN',
      config: {
        localeStrategy: 'prefix_except_default',
        differentDomains: true,
        localeDomains: { vi_VN: 'localhost', zh_CN: 'cn.localhost' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'mf_home/DiscountPage' })).toBeInTheDocument();
    expect(router.state.matches.map((match) => match.route.id)).toContain('discount___vi_VN');
    expect(store.locale.locale).toBe('vi_VN');
  });

  it.each(['/vi_VN/main', '/vi_VN/gameHall', '/vi_VN/slotgame'])('sends exact %s home in its language', async (path) => {
    const { router } = await visit(path, { config: { localeStrategy: 'prefix_except_default' } });
    expect(await screen.findByRole('heading', { name: 'mf_home/HomePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vi_VN');
  });

  it.each([
    ['prefix_except_default', '/zh_CN/user/Info', '/zh_CN'],
    ['prefix_and_default', '/zh_CN/Deposit', '/zh_CN'],
    ['prefix', '/en_US/proxy', '/en_US'],
    ['prefix_except_default', '/user/Info', '/'],
  ] as const)('under %s auth sends a visitor of %s home in the same language (%s)', async (localeStrategy, path, home) => {
    const { router, store } = await visit(path, { config: { localeStrategy } });
    expect(await screen.findByRole('heading', { name: 'mf_home/HomePage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(home);
    expect(store.locale.locale).toBe(home === '/' ? 'en_US' : home.slice(1));
  });
});

describe('the cookies a route loader reads', () => {
  it("takes its request's Cookie header when there is one (the server's render), else the page's", () => {
    document.cookie = 'i18n_redirected=vi_VN; path=/';
    const server = requestCookies(new Request('https://site.test/', { headers: { cookie: 'a=1; i18n_redirected=th_TH; b=%E4%B8%AD' } }));
    expect(server('i18n_redirected')).toBe('th_TH');
    expect(server('b')).toBe('中');
    expect(server('missing')).toBeUndefined();
    expect(requestCookies(new Request('https://site.test/'))('i18n_redirected')).toBe('vi_VN');
    document.cookie = 'i18n_redirected=; path=/; max-age=0';
  });
});
