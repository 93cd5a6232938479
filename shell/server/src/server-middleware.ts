import { COOKIE_DAYS, cookieAttributes, cookieNames, decideLocale, localePath, stripLocale, type SiteConfig } from '@casino/contracts';
import type { PathResolution } from '../../src/app/route-table';

/** What the middleware reads of a request for a page. */
export interface MiddlewareRequest {
  /** The request's URL as sent (path and query). */
  url: string;
  /** The Host header (the locale's domain on a different-domains site). */
  host: string;
  /** The Cookie header. */
  cookie: string | undefined;
  /** Whether the visitor reached the site over https (cookies are then Secure). */
  https: boolean;
  /** The clock (tests fix it). */
  now?: number;
}

/** What the server answers before rendering: a redirect or not, and the cookies to set either way. */
export interface MiddlewareAnswer {
  /** A 302 to this address, or null: the page answers (with the cookies). */
  redirect: string | null;
  /** `Set-Cookie` values. */
  cookies: string[];
}

type MiddlewareConfig = Pick<
  SiteConfig,
  'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains' | 'flags' | 'routeRules'
>;

type Serialised = { maxAgeSeconds?: number; https: boolean; now: number };

/**
 * One `Set-Cookie` value with the attributes the browser's cookie module writes (contracts'
 * cookieAttributes: path /, SameSite lax, Secure on https), the value encoded as js-cookie reads
 * it; without a lifetime a cookie lasts the browser session, as the client's flag cookies do.
 */
export function setCookie(name: string, value: string, { maxAgeSeconds, https, now }: Serialised): string {
  const attributes = cookieAttributes(https ? 'https:' : 'http:');
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path}`];
  if (maxAgeSeconds !== undefined) {
    parts.push(`Expires=${new Date(now + maxAgeSeconds * 1000).toUTCString()}`, `Max-Age=${maxAgeSeconds}`);
  }
  parts.push('SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie removed (as js-cookie's remove with path /). */
function clearCookie(name: string, https: boolean): string {
  return setCookie(name, '', { maxAgeSeconds: 0, https, now: 0 });
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The cookies of the query parameters every page honours (the client's query-params middleware,
 * shell/src/app/middleware/builtin.ts): `?id=` (agent) or `?invite=` (a friend's recommend code)
 * with their currency, kept LINK_EXPIRE_TIME minutes; `?currency=` alone, a day.
 */
function queryCookies(query: URLSearchParams, config: MiddlewareConfig, options: Omit<Serialised, 'maxAgeSeconds'>): string[] {
  const agentId = query.get('id') || undefined;
  const recommendCode = query.get('invite') || undefined;
  const currency = query.get('currency') || undefined;
  const link = { ...options, maxAgeSeconds: config.flags.linkExpireMinutes * 60 };
  const day = { ...options, maxAgeSeconds: COOKIE_DAYS.currency * DAY_SECONDS };
  const cookies: string[] = [];
  if (agentId) {
    cookies.push(
      setCookie(cookieNames.registerType, 'agent', link),
      setCookie(cookieNames.memberAgent, agentId, link),
      clearCookie(cookieNames.recommendCode, options.https),
    );
  } else if (recommendCode) {
    cookies.push(
      setCookie(cookieNames.registerType, 'recommend', link),
      setCookie(cookieNames.recommendCode, recommendCode, link),
      clearCookie(cookieNames.memberAgent, options.https),
    );
  }
  if (agentId || recommendCode) {
    if (currency) cookies.push(setCookie(cookieNames.currency, currency, day));
  } else if (currency && /^[A-Z]{3}$/.test(currency)) {
    cookies.push(setCookie(cookieNames.currency, currency, day));
  }
  return cookies;
}

/**
 * The spec's middleware, answered by the server before any script (issue 24 item 6), decided as
 * the client router's middleware decides (shell/src/app/middleware/builtin.ts, which still handles
 * in-app navigation):
 * - a route rule of the site (exact path): 302 to its target, internal ones under the page's locale;
 * - /fastDeposit and /register (production; elsewhere resolvePath already says 404): the flag
 *   cookie and 302 home;
 * - exact /main, /gameHall, and /slotgame without `gp_id`: 302 home;
 * - on every page answer (a redirect of the above or the page): the cookies of `?id=`, `?invite=`
 *   and `?currency=`.
 * "Home" is `/` under the locale the page would have (its prefix kept under prefix strategies).
 * The locale's own canonical redirect stays with the page (app.ts); member-only routes stay with
 * the client (the server does not know the session).
 */
export function serverMiddleware(request: MiddlewareRequest, resolved: PathResolution, config: MiddlewareConfig): MiddlewareAnswer {
  const cut = request.url.indexOf('?');
  const pathname = cut === -1 ? request.url : request.url.slice(0, cut);
  const search = cut === -1 ? '' : request.url.slice(cut);
  const now = request.now ?? Date.now();
  const cookieLocale = new RegExp(`(?:^|;\\s*)${cookieNames.locale}=([^;]+)`).exec(request.cookie ?? '')?.[1];
  // As the client's middleware loader: an in-app target lands under the URL's locale (query aside).
  const inLocale = (target: string) => {
    if (!target.startsWith('/') || target.startsWith('//')) return target;
    return localePath(target, decideLocale({ pathname, host: request.host, cookieLocale, config }).locale, config);
  };

  // The client's route-rules middleware runs first and wins: nothing else is decided.
  if (resolved.kind === 'rule') return { redirect: inLocale(resolved.redirect), cookies: [] };

  const options = { https: request.https, now };
  const cookies = queryCookies(new URLSearchParams(search), config, options);
  const names = resolved.kind === 'route' ? (resolved.entry.middleware ?? []) : [];
  const home = () => ({ redirect: inLocale('/'), cookies });

  if (names.includes('fast-deposit')) {
    cookies.push(setCookie(cookieNames.isFastDeposit, 'true', options));
    return home();
  }
  if (names.includes('register-route')) {
    cookies.push(setCookie(cookieNames.isRouteRegister, 'true', options));
    return home();
  }
  if (names.includes('exact-home')) {
    const path = stripLocale(pathname, config).replace(/\/+$/, '') || '/';
    if (path === '/main' || path === '/gameHall') return home();
    if (path === '/slotgame' && !new URLSearchParams(search).get('gp_id')) return home();
  }
  return { redirect: null, cookies };
}
