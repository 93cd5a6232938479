import '../test/node-globals';
import type { FastifyInstance } from 'fastify';
import { isRouteErrorResponse } from '@casino/mf-shared';
import type { LocaleStrategy, SiteConfig } from '@casino/contracts';
import { createLeavingMemoryRouter, createTestRoot, type TestRoot } from '@casino/mf-shared/testing';
import { buildServer } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { makeRelease } from '../../server/src/routes/testing';
import en from '../locales/en_US.json';
import { routeTable } from './route-table';
import { buildRoutes } from './routes';

/**
 * The server's status and the client router's resolution must agree on every path: the server
 * answers 404 exactly where the client then shows its 404 page, and 200 (or its own locale
 * redirect, 302) wherever the client shows a page or follows a redirect (route rules, middleware).
 */

type Site = Pick<SiteConfig, 'localeStrategy' | 'differentDomains' | 'environment'>;

const routeRules = [
  { path: '/old-promo', redirect: '/discount' },
  { path: '/partner', redirect: 'https://partner.example/landing' },
];
const offered = ['en_US', 'zh_CN', 'vi_VN'] as const;
const strategies: LocaleStrategy[] = ['no_prefix', 'prefix_except_default', 'prefix', 'prefix_and_default'];
const sites: Site[] = [
  ...strategies.map((localeStrategy): Site => ({ localeStrategy, differentDomains: false, environment: 'development' })),
  { localeStrategy: 'prefix_except_default', differentDomains: true, environment: 'development' },
  { localeStrategy: 'no_prefix', differentDomains: false, environment: 'production' },
];

/** One concrete path per route of the table (parameters filled in). */
const routePaths = routeTable.map((entry) => entry.path.replace(/:id/g, '7').replace('*', 'Deposit'));
const unknownPaths = ['/nope', '/discount/7/extra', '/faq/1/2', '/gameHall/2/3', '/userx', '/Deposit/7', '/slotgame/7', '/app/x'];
const bare = [...routePaths, ...unknownPaths, ...routeRules.map((rule) => rule.path)];

/**
 * Every path with and without each locale prefix (offered, not offered, not a locale, wrong case)
 * and with a trailing slash; case variations without a prefix and under one offered locale.
 */
function pathsToTry(): string[] {
  const prefixes = ['', ...offered.map((locale) => `/${locale}`), '/ko_KR', '/xx', '/ZH_CN'];
  const all = new Set<string>();
  for (const prefix of prefixes) {
    for (const path of bare) {
      const full = path === '/' ? prefix || '/' : `${prefix}${path}`;
      all.add(full);
      all.add(`${full}/`.replace('//', '/'));
      if (prefix === '' || prefix === '/zh_CN') {
        all.add(full.toUpperCase());
        all.add(full.toLowerCase());
      }
    }
  }
  return [...all];
}

async function serverFor(site: Site): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const releaseDir = makeRelease();
  const config = loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test' });
  const app = await buildServer({
    ...config,
    site: { ...config.site, ...site, locales: [...offered], defaultLocale: 'en_US', routeRules },
  });
  return { app, close: () => app.close() };
}

/** What the client router makes of a path: its 404 page, a page (or an in-app redirect), or a full page load elsewhere. */
type ClientAnswer = { kind: '404' } | { kind: 'page' } | { kind: 'left'; to: string };

/** The client router on `path`; a full page load elsewhere is recorded, not attempted. */
async function clientShows(path: string, root: TestRoot): Promise<ClientAnswer> {
  const left: { to: string | null } = { to: null };
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const router = createLeavingMemoryRouter(buildRoutes(root.store), {
    initialEntries: [path],
    onLeave: (url) => {
      left.to = url;
      settle();
    },
  });
  const check = () => {
    if (router.state.initialized && router.state.navigation.state === 'idle') settle();
  };
  const unsubscribe = router.subscribe(check);
  check();
  try {
    await settled;
    if (left.to !== null) return { kind: 'left', to: left.to };
    const errors = Object.values(router.state.errors ?? {});
    const notFound =
      errors.some((error) => isRouteErrorResponse(error) && error.status === 404) || router.state.matches.at(-1)?.route.path === '*';
    return notFound ? { kind: '404' } : { kind: 'page' };
  } finally {
    unsubscribe();
    router.dispose();
  }
}

const clearCookies = () =>
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));

describe.each(sites)(
  'server and client agree on every path (strategy $localeStrategy, different domains $differentDomains, $environment)',
  (site) => {
    let server: Awaited<ReturnType<typeof serverFor>>;
    let root: TestRoot;
    beforeAll(async () => {
      server = await serverFor(site);
      root = await createTestRoot({
        config: { ...site, locales: [...offered], routeRules },
        namespaces: { shell: async () => ({ default: en }) },
      });
    });
    afterAll(() => server.close());

    // Hundreds of paths through the real server and the real router: more than the default time on a busy machine.
    it('answers each path as the client resolves it', async () => {
      const disagreements: string[] = [];
      const left = new Map<string, string>();
      for (const path of pathsToTry()) {
        clearCookies();
        window.sessionStorage.clear();
        const response = await server.app.inject({ method: 'GET', url: path });
        const client = await clientShows(path, root);
        // A page's non-canonical locale URL is redirected by the server too (302), as the client's locale-changing does.
        const expected = client.kind === '404' ? [404] : [200, 302];
        if (!expected.includes(response.statusCode)) disagreements.push(`${path}: server ${response.statusCode}, client ${client.kind}`);
        if (client.kind !== 'left') continue;
        left.set(path, client.to);
        // A server that answers the rule itself sends the browser where the client would have gone.
        if (response.statusCode === 302 && response.headers.location !== client.to)
          disagreements.push(`${path}: server to ${String(response.headers.location)}, client to ${client.to}`);
      }
      expect(disagreements).toEqual([]);
      // The external rule, and only it, leaves the app: for its exact path, to its exact target.
      expect(left.get('/partner')).toBe('https://partner.example/landing');
      expect(new Set(left.values())).toEqual(new Set(['https://partner.example/landing']));
    }, 60_000);
  },
);

describe('the path table', () => {
  it('tries every route of the table and the route rules under every strategy', () => {
    const tried = pathsToTry();
    expect(tried).toEqual(
      expect.arrayContaining(['/discount/7', '/zh_CN/discount/7', '/vi_VN/user/Deposit/', '/DISCOUNT', '/old-promo', '/zh_CN']),
    );
    expect(tried.length).toBeGreaterThan(routeTable.length * 8);
  });
});
