import { expect, test } from '../pages/test';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home-page';
import { sandbox } from '../pages/sandbox';
import { loginThroughApi, startAsMember } from '../pages/session';
import { ShellPage } from '../pages/shell-page';
import { CspWatch } from '../pages/csp';

test.beforeEach(async () => {
  await sandbox.reset();
});

test('home shows banners and the announcement marquee from the sandbox', async ({ page }, testInfo) => {
  const home = new HomePage(page);
  await home.open();
  await home.expectBannersAndMarquee();
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
  await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`), fullPage: false });
});

test("the page carries home's banner lists and hints the first picture: the browser asks for neither list", async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const listCalls: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/arks/web/carousel_picture')) listCalls.push(request.postDataJSON());
  });
  const home = new HomePage(page);
  await home.open();
  await home.expectBannersAndMarquee();
  const firstShown = await home.leadBannerImage.getAttribute('src');
  // The hint of the layout on show names the picture the page shows first.
  const hinted = await page
    .locator(`link[rel="preload"][as="image"][media="${mobile ? '(max-width: 991.98px)' : '(min-width: 992px)'}"]`)
    .getAttribute('href');
  expect(hinted).toBe(firstShown);
  expect(listCalls).toEqual([]);
});

/** Shared singletons whose remote fallback copies must never be fetched: the shell provides them. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@casino/mf-shared',
];

/**
 * An error message of react-router's hooks (useNavigate, useLocation), which the apps use: a file
 * holding it holds react-router's code. react-router is not shared: it ships inside mf-shared,
 * reduced to what mf-shared/src/routing/router.ts lists.
 */
const REACT_ROUTER_MARK = 'may be used only in the context of a <Router> component';

/**
 * Strings each held by one part of a UI library's code: a file holding one holds that part. The
 * desktop kit comes in two chunks (mf-shared/src/kits: the core, and the extras for forms, menus
 * and tabs) over antd's code split three ways (its theme and CSS-in-JS, which both need; what only
 * the core or only the extras use): each part must still be on the page once.
 */
const KIT_MARKS = {
  desktop: [
    ["antd's theme and CSS-in-JS (both parts)", 'data-token-hash'],
    // The toasts, which any page may show: the core keeps them whatever a page's first view draws.
    ["antd's message, over rc-notification (the core)", 'rc-notification'],
    ["antd's Tabs (the extras, for the game hall)", 'rc-tabs'],
  ],
  mobile: [["antd-mobile's Toast", 'adm-toast']],
} as const;

test('react, react-dom, react-router, mobx, i18next, the federation runtime and the UI kit are downloaded once, from the shell, and only the kit of the device', async ({
  page,
  request,
}, testInfo) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  const home = new HomePage(page);
  await home.open();
  await home.expectBannersAndMarquee();
  const onHome = [...requested];
  for (const path of ['/gameHall/2', '/discount', '/faq']) {
    await page.goto(path);
    await home.expectRemoteLoaded();
  }

  // Every remote's manifest names the files of its own fallback copies of the shared modules.
  const live = (await (await request.get('/manifests/live.json')).json()) as { remotes: Record<string, { entry: string }> };
  const duplicates: string[] = [];
  for (const { entry } of Object.values(live.remotes)) {
    const manifest = (await (await request.get(entry)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
    expect(
      manifest.shared.map((s) => s.name),
      `${entry}: react-router is not a shared module`,
    ).not.toContain('react-router');
    for (const shared of manifest.shared.filter((s) => SINGLETONS.includes(s.name))) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        if (requested.includes(folder + file)) duplicates.push(`${shared.name} from ${folder}${file}`);
      }
    }
  }
  expect(duplicates).toEqual([]);

  // react-router once on the page: the shell's copy, inside the mf-shared every remote uses (a remote
  // importing react-router itself would bring a second one, with a router context nobody provides).
  const scripts = new Map<string, string>();
  for (const path of new Set(requested.filter((path) => path.endsWith('.js')))) scripts.set(path, await (await request.get(path)).text());
  const holding = (mark: string) => [...scripts].filter(([, text]) => text.includes(mark)).map(([path]) => path);
  const routerFiles = holding(REACT_ROUTER_MARK);
  expect(routerFiles, 'files holding react-router').toHaveLength(1);
  expect(routerFiles[0]).toMatch(/^\/shell\//);

  // One federation runtime on the page: the shell's, which every remote entry uses.
  const entries = requested.filter((path) => path.startsWith('/remotes/') && path.endsWith('/remoteEntry.js'));
  expect(entries.length).toBeGreaterThan(1);
  for (const path of entries) expect(await (await request.get(path)).text(), path).not.toContain('Federation Runtime');
  expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>)._FEDERATION_RUNTIME_CORE)).toBe('object');

  // The UI kit of the device only (antd on desktop, antd-mobile on mobile), from the shell's build.
  // On desktop the kit's extras (forms, menus, tabs) come only with a page that asks for them: the
  // game hall's tabs, never the home page.
  const mobile = testInfo.project.name === 'mobile';
  const kits = requested.filter((path) => /\/kit-(desktop|desktop-extras|mobile)\.[^/]*\.js$/.test(path));
  expect(kits.length, kits.join(', ')).toBeGreaterThan(0);
  for (const kit of kits) {
    expect(kit, 'a kit comes from the shell').toMatch(/^\/shell\//);
    expect(kit).toContain(mobile ? 'kit-mobile' : 'kit-desktop');
  }
  const extras = (paths: string[]) => paths.filter((path) => /\/kit-desktop-extras\.[^/]*\.js$/.test(path));
  expect(extras(onHome), 'the home page loads no kit extras').toEqual([]);
  expect(new Set(extras(requested)).size, 'the kit extras, loaded for the game hall').toBe(mobile ? 0 : 1);
  // Each part of the UI library once, from the shell, however many kit chunks hold it.
  for (const [part, mark] of KIT_MARKS[mobile ? 'mobile' : 'desktop']) {
    const files = holding(mark);
    expect(files, `files holding ${part}`).toHaveLength(1);
    expect(files[0], part).toMatch(/^\/shell\//);
  }
  // And nothing of the other kit is on the page.
  expect(await page.locator(mobile ? '[class^="ant-"], [class*=" ant-"]' : '[class^="adm-"], [class*=" adm-"]').count()).toBe(0);

  // And the federation runtime resolved the singletons to the shell's copy.
  const providers = await page.evaluate((names) => {
    const scope = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    for (const host of Object.values(scope)) {
      for (const [name, versions] of Object.entries(host.default ?? {})) {
        if (!names.includes(name)) continue;
        for (const info of Object.values(versions)) if (info.loaded) (found[name] ??= []).push(info.from);
      }
    }
    return found;
  }, SINGLETONS);
  for (const name of ['react', 'react-dom', 'mobx', 'i18next', 'react-i18next', '@casino/mf-shared']) {
    expect(new Set(providers[name]), name).toEqual(new Set(['shell']));
  }
  const sharedNames = await page.evaluate(() => {
    const scope = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, unknown>>> } })
      .__FEDERATION__.__SHARE__;
    return Object.values(scope).flatMap((host) => Object.keys(host.default ?? {}));
  });
  expect(sharedNames).toContain('@casino/mf-shared');
  expect(sharedNames).not.toContain('react-router');
});

/**
 * Every page of the route table, as a visitor and (member pages) as a member: the page loads its
 * remote and shows its heading, under the shell server's strict CSP with not one violation
 * (docs/security.md). One walk per project (1280 px desktop, 390 px mobile).
 */
interface RouteVisit {
  path: string;
  /** What the user sees when the page is there: its heading, or a landmark region. */
  heading: string | RegExp;
  role?: 'heading' | 'region';
}

const publicRoutes: RouteVisit[] = [
  { path: '/', heading: /banners/i, role: 'region' },
  { path: '/app', heading: 'Golden Lotus app' },
  { path: '/discount', heading: 'Promotions' },
  { path: '/discount/1', heading: '100% First Deposit Bonus' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/sponsor', heading: 'Sponsorships' },
  { path: '/gameHall/2', heading: 'Slots' },
  { path: '/main/2', heading: 'Slots' },
  { path: '/slotgame?gt_id=2&gp_id=GPR8&house=1', heading: 'Slot games' },
  // The e2e site has no game room (site flag gameRoom off): the room sends itself to the slots hall.
  { path: '/gameRoom?gt_id=2&gp_id=GPR8', heading: 'Slots' },
  { path: '/fastPayment', heading: 'Fast payment' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

const memberRoutes: RouteVisit[] = [
  { path: '/user', heading: 'Member centre' },
  { path: '/user/Info', heading: 'Member centre' },
  { path: '/Deposit', heading: 'Deposit' },
  { path: '/proxy', heading: 'Agent centre' },
];

test('every route loads its remote under the CSP with no violation, for visitors and members', async ({ page }) => {
  // Sixteen page loads in one walk (it replaces one test per route, which cost a browser context each).
  test.slow();
  const csp = await CspWatch.on(page);
  const shell = new ShellPage(page);
  const walk = async (routes: RouteVisit[]) => {
    for (const route of routes) {
      await shell.goto(route.path);
      await expect(page.getByRole(route.role ?? 'heading', { name: route.heading, exact: true }).first(), route.path).toBeVisible();
      await shell.expectRemoteLoaded();
      expect(await csp.violations(), route.path).toEqual([]);
    }
  };
  await walk(publicRoutes);
  await startAsMember(page, await loginThroughApi());
  await walk(memberRoutes);
});

test('a visitor asking for a member page is sent home with the login modal', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/user/Info');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog').getByRole('tab', { name: /log in/i })).toBeVisible();
});

test('with mf-games unreachable, home still works, the game hall falls back, and retry recovers', async ({ page }) => {
  await page.route('**/remotes/mf-games/**', (route) => route.abort('connectionrefused'));
  const home = new HomePage(page);
  await home.open();
  await home.expectBannersAndMarquee();

  await page.goto('/gameHall/1');
  await expect(home.remoteFallback).toBeVisible();
  await home.expectChrome();

  await page.unroute('**/remotes/mf-games/**');
  await home.retryButton.click();
  await home.expectRemoteLoaded();
  await expect(page.locator('[data-remote="mf_games"]')).toHaveCount(0);
});

test('a remote manifest that does not match its recorded integrity is refused', async ({ page }) => {
  await page.route('**/remotes/mf-games/**/mf-manifest.json', async (route) => {
    const original = await route.fetch();
    // One more byte: what a tampered or half-copied manifest looks like.
    await route.fulfill({ response: original, body: `${await original.text()}\n` });
  });
  const shell = new ShellPage(page);
  await shell.goto('/gameHall/2');
  await expect(shell.remoteFallback).toBeVisible();
  await shell.expectChrome();

  await page.unroute('**/remotes/mf-games/**/mf-manifest.json');
  await shell.retryButton.click();
  await shell.expectRemoteLoaded();
  await expect(page.getByRole('heading', { name: 'Slots', exact: true }).first()).toBeVisible();
});

test('an API fault shows an error toast and no blank page', async ({ page }) => {
  await sandbox.fault({ path: '/arks/web/bulletin', status: 500, message: 'Bulletin service is down' });
  const home = new HomePage(page);
  await home.open();
  await expect(home.toast.filter({ hasText: 'Bulletin service is down' }).first()).toBeVisible();
  await home.expectChrome();
  await expect(home.banners).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const error = new ErrorPage(page);
  await error.expectNotFound('/no/such/page');
  await error.homeButton.click();
  await expect(page).toHaveURL(/\/$/);
});
