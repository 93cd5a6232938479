import Cookies from 'js-cookie';

/** The cookies of the product (shell-and-public.md §3, member-and-account.md §3, §9). */
export const cookieNames = {
  locale: 'i18n_redirected',
  currency: 'ccy',
  lang: 'lang',
  isRouteRegister: 'isRouteRegister',
  isFastDeposit: 'isFastDeposit',
  fbp: '_fbp',
  fbc: '_fbc',
  memberAgent: 'member_agent',
  recommendCode: 'recommend_code',
  registerType: 'register_type',
  agentDomainId: 'agent_domain_id',
} as const;

const DAY = 1;
/** Register link cookies last LINK_EXPIRE_TIME minutes; 30 unless the site says otherwise. */
export const LINK_EXPIRE_MINUTES = 30;

/** Reads a cookie. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** The locale cookie: 365 days, path /, SameSite lax. */
export function writeLocaleCookie(locale: string): void {
  Cookies.set(cookieNames.locale, locale, { expires: 365, path: '/', sameSite: 'lax' });
}

/** The site currency cookie: one day. */
export function writeCurrencyCookie(currency: string): void {
  Cookies.set(cookieNames.currency, currency, { expires: DAY, path: '/', sameSite: 'lax' });
}

/** A route flag (isFastDeposit, isRouteRegister) for the rest of the session. */
export function writeFlagCookie(name: typeof cookieNames.isFastDeposit | typeof cookieNames.isRouteRegister): void {
  Cookies.set(name, 'true', { path: '/', sameSite: 'lax' });
}

/** Who introduced a visitor: an agent id or a friend's recommend code, kept LINK_EXPIRE_TIME minutes. */
export function writeIntroducerCookies(introducer: { agentId?: string; recommendCode?: string; currency?: string }): void {
  const expires = new Date(Date.now() + LINK_EXPIRE_MINUTES * 60_000);
  const options = { expires, path: '/', sameSite: 'lax' as const };
  if (introducer.agentId) {
    Cookies.set(cookieNames.registerType, 'agent', options);
    Cookies.set(cookieNames.memberAgent, introducer.agentId, options);
    Cookies.remove(cookieNames.recommendCode, { path: '/' });
  } else if (introducer.recommendCode) {
    Cookies.set(cookieNames.registerType, 'recommend', options);
    Cookies.set(cookieNames.recommendCode, introducer.recommendCode, options);
    Cookies.remove(cookieNames.memberAgent, { path: '/' });
  }
  if (introducer.currency) Cookies.set(cookieNames.currency, introducer.currency, { expires: DAY, path: '/', sameSite: 'lax' });
}

/** Ad cookies: 7776000 s (90 days), SameSite lax, secure. */
export function writeAdCookie(name: typeof cookieNames.fbp | typeof cookieNames.fbc, value: string): void {
  Cookies.set(name, value, { expires: 90, path: '/', sameSite: 'lax', secure: true });
}
