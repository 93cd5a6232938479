import {
  cookieNames,
  decideLocale,
  writeCurrencyCookie,
  writeFlagCookie,
  writeIntroducerCookies,
  writeLocaleCookie,
  browserStorage,
  stripLocale,
} from '@casino/mf-shared';
import { afterNavigation, type Middleware } from './middleware';

/** Where a visitor wanted to go before the login modal (sessionStorage key). */
export const AUTH_TARGET_KEY = 'auth_redirect_to';

/** Decides the locale on every navigation and redirects to its canonical path. */
export const localeChanging: Middleware = async ({ url, store, cookie }) => {
  const decision = decideLocale({
    pathname: url.pathname,
    search: url.search,
    host: url.host,
    cookieLocale: cookie(cookieNames.locale),
    config: store.site.config,
  });
  if (decision.notFound) return { notFound: true };
  if (decision.locale !== store.locale.locale) await store.locale.setLocale(decision.locale);
  if (cookie(cookieNames.locale) !== decision.locale) writeLocaleCookie(decision.locale);
  if (decision.redirect && decision.redirect !== `${url.pathname}${url.search}`) return { redirect: decision.redirect };
};

/** Member-only routes: visitors go home and get the login modal; after login they come back. */
export const auth: Middleware = ({ url, store }) => {
  if (store.session.isLoggedIn) return;
  browserStorage('session').setItem(AUTH_TARGET_KEY, `${url.pathname}${url.search}`);
  if (!store.site.demoMode) afterNavigation(() => store.bus.emit('auth:open', { tab: 'login' }));
  return { redirect: '/' };
};

/** /fastDeposit: remember the fast-deposit flag, then home. */
export const fastDeposit: Middleware = () => {
  writeFlagCookie(cookieNames.isFastDeposit);
  return { redirect: '/' };
};

/** /register: in production, remember the flag and go home (the register modal reads it). */
export const registerRoute: Middleware = ({ store }) => {
  if (store.site.config.environment !== 'production') return { notFound: true };
  writeFlagCookie(cookieNames.isRouteRegister);
  return { redirect: '/' };
};

/** Exact /main, /gameHall and /slotgame (no id) lead home. */
export const exactHome: Middleware = ({ url, store }) => {
  const path = stripLocale(url.pathname, store.site.config).replace(/\/+$/, '') || '/';
  if (path === '/main' || path === '/gameHall') return { redirect: '/' };
  if (path === '/slotgame' && !url.searchParams.get('gp_id')) return { redirect: '/' };
};

/** Route rules of the site configuration: external redirects load a page, internal ones stay in the app. */
export const routeRules: Middleware = ({ url, store }) => {
  const rule = store.site.config.routeRules.find((candidate) => candidate.path === url.pathname);
  if (rule) return { redirect: rule.redirect };
};

/** Query parameters every page honours: id (agent), invite (recommend code), currency, modal. */
export const queryParams: Middleware = ({ url, store }) => {
  const query = url.searchParams;
  const agentId = query.get('id') ?? undefined;
  const recommendCode = query.get('invite') ?? undefined;
  const currency = query.get('currency') ?? undefined;
  // The site's LINK_EXPIRE_TIME (flags.linkExpireMinutes); the server's middleware writes the same (server-middleware.ts).
  if (agentId || recommendCode) writeIntroducerCookies({ agentId, recommendCode, currency }, store.site.config.flags.linkExpireMinutes);
  else if (currency && /^[A-Z]{3}$/.test(currency)) writeCurrencyCookie(currency);
  const modal = query.get('modal');
  if ((modal === 'login' || modal === 'register') && !store.session.isLoggedIn && !store.site.demoMode) {
    afterNavigation(() => store.bus.emit('auth:open', { tab: modal }));
  }
};
