// The one react-router import outside mf-shared's router (eslint.config.mjs): the shell server reads
// this table under Node, where the browser surface of @casino/mf-shared is not loaded. matchPath keeps
// no state, and in the shell's build it is the same react-router module mf-shared's router uses.
import { matchPath } from 'react-router';
import {
  adjustDefaultRoutes,
  isLocale,
  localeFromPath,
  stripLocale,
  usesPrefix,
  type Locale,
  type RemoteModuleId,
  type SiteConfig,
} from '@casino/contracts';
import type { MiddlewareName } from './middleware/registry';

/** One client route of the site (ARCHITECTURE.md "Route → remote"). Plain data: the server reads it too. */
export interface RouteEntry {
  path: string;
  /** The remote module that renders the route. */
  module?: RemoteModuleId;
  /** A shell page (popup helpers). */
  shellPage?: 'loading' | 'authCallback';
  /** Named middleware run before the route renders (docs/routing.md). */
  middleware?: MiddlewareName[];
  /** A path that only redirects (its middleware always leaves). */
  redirectOnly?: true;
  /** slotgame shows no navigation bar and no footer. */
  chrome?: { nav: boolean; footer: boolean };
  /** Environments where the route exists; elsewhere it is an unknown path (404). */
  environments?: SiteConfig['environment'][];
  /**
   * The site's own pages may frame it (CSP frame-ancestors 'self' besides the configured ones):
   * /close, which a game in the /play page's or the game modal's iframe opens as its lobby link.
   */
  framedBySelf?: true;
}

export const routeTable: RouteEntry[] = [
  { path: '/', module: 'mf_home/HomePage' },
  { path: '/app', module: 'mf_home/AppPage' },
  { path: '/discount', module: 'mf_home/DiscountPage' },
  { path: '/discount/:id', module: 'mf_home/DiscountPage' },
  { path: '/faq', module: 'mf_home/FaqPage' },
  { path: '/faq/:id', module: 'mf_home/FaqPage' },
  { path: '/sponsor', module: 'mf_home/SponsorPage' },
  { path: '/gameHall', middleware: ['exact-home'], redirectOnly: true },
  { path: '/gameHall/:id', module: 'mf_games/GameHallPage' },
  { path: '/main', middleware: ['exact-home'], redirectOnly: true },
  { path: '/main/:id', module: 'mf_games/GameHallPage' },
  { path: '/slotgame', module: 'mf_games/SlotGamePage', middleware: ['exact-home'], chrome: { nav: false, footer: false } },
  { path: '/gameRoom', module: 'mf_games/GameRoomPage' },
  { path: '/play', module: 'mf_games/PlayPage', middleware: ['auth'], chrome: { nav: false, footer: false } },
  { path: '/close', module: 'mf_games/ClosePage', chrome: { nav: false, footer: false }, framedBySelf: true },
  { path: '/user', module: 'mf_member/UserCenterPage', middleware: ['auth'] },
  { path: '/user/*', module: 'mf_member/UserCenterPage', middleware: ['auth'] },
  { path: '/Deposit', module: 'mf_member/DepositPage', middleware: ['auth'] },
  { path: '/fastPayment', module: 'mf_member/FastPaymentPage', chrome: { nav: false, footer: false } },
  { path: '/proxy', module: 'mf_proxy/ProxyPage', middleware: ['auth'] },
  { path: '/fastDeposit', middleware: ['fast-deposit'], redirectOnly: true },
  { path: '/register', middleware: ['register-route'], redirectOnly: true, environments: ['production'] },
  { path: '/loading', shellPage: 'loading', chrome: { nav: false, footer: false } },
  { path: '/authCallback', shellPage: 'authCallback', chrome: { nav: false, footer: false } },
];

/** The remote (federation name) of a module id. */
export function remoteOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

/** A route's name, from its path: `/` index, `/faq/:id` faq-id, `/user/*` user-all. */
export function routeName(entry: RouteEntry): string {
  if (entry.path === '/') return 'index';
  return entry.path.slice(1).replace(/\*/g, 'all').replace(/[/:]+/g, '-');
}

/**
 * The route names of a different-domains site (shell-and-public.md §4): under prefix_except_default
 * or prefix_and_default every route is generated as the unprefixed default route of each offered
 * locale (`faq___vi_VN___default`), and adjustDefaultRoutes keeps only the one of this domain's
 * locale, renamed without the marker (`faq___vi_VN`). Elsewhere a route keeps its plain name.
 * Returned by path; the client router uses them as route ids.
 */
export function routeIds(
  config: Pick<MatchConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains'>,
  domainLocale: Locale,
): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of routeTable) {
    const name = routeName(entry);
    const generated = config.locales.filter(isLocale).map((locale) => `${name}___${locale}___default`);
    const kept = adjustDefaultRoutes(generated, domainLocale, config);
    ids.set(entry.path, kept.length === generated.length ? name : (kept[0] ?? name));
  }
  return ids;
}

/** What the site makes of a path; the shell server and the client router both decide from this. */
export type PathResolution =
  { kind: 'route'; entry: RouteEntry; locale?: Locale } | { kind: 'rule'; redirect: string } | { kind: 'not-found' };

type MatchConfig = Pick<
  SiteConfig,
  'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains' | 'routeRules' | 'environment'
>;

/**
 * Resolves a path against the route rules and the route table: a route rule (exact path) wins;
 * under a prefix strategy an offered locale prefix is stripped first, and a locale the site does
 * not offer is unknown. Matching is React Router's own (case-insensitive, trailing slashes allowed).
 */
export function resolvePath(pathname: string, config: MatchConfig): PathResolution {
  const rule = config.routeRules.find((candidate) => candidate.path === pathname);
  if (rule) return { kind: 'rule', redirect: rule.redirect };
  let path = pathname;
  let locale: Locale | undefined;
  if (usesPrefix(config)) {
    const first = pathname.split('/')[1] ?? '';
    if (isLocale(first) && !config.locales.includes(first)) return { kind: 'not-found' };
    locale = localeFromPath(pathname, config);
    if (locale) path = stripLocale(pathname, config);
  }
  const entry = routeTable.find((candidate) => matchPath({ path: candidate.path, caseSensitive: false, end: true }, path));
  if (!entry || (entry.environments && !entry.environments.includes(config.environment))) return { kind: 'not-found' };
  return locale ? { kind: 'route', entry, locale } : { kind: 'route', entry };
}

/** A page only a member sees: its `auth` middleware decides in the browser, where the session is. */
export function isMemberOnly(entry: RouteEntry): boolean {
  return Boolean(entry.module && entry.middleware?.includes('auth'));
}

/**
 * Whether the shell server draws a path (docs/ssr.md): every page with a module (a member-only one as
 * the shell and a skeleton) and the error page of an unknown path; not a redirect nor a shell page.
 */
export function isServerDrawn(resolved: PathResolution): boolean {
  if (resolved.kind === 'not-found') return true;
  return resolved.kind === 'route' && Boolean(resolved.entry.module) && !resolved.entry.redirectOnly;
}
