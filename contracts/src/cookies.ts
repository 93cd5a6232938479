/**
 * The cookies of the product (shell-and-public.md §3, member-and-account.md §3, §9): names,
 * lifetimes and attributes, plain values the browser's cookie module (browser/cookies.ts) and the
 * shell server's middleware (shell/server/src/server-middleware.ts) both write with.
 */
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

/** Register link cookies last LINK_EXPIRE_TIME minutes (the site's `flags.linkExpireMinutes`); 30 unless the site says otherwise. */
export const LINK_EXPIRE_MINUTES = 30;

/** Days a cookie lives: the locale a year, the site currency a day, the ad cookies 90 days (7776000 s). */
export const COOKIE_DAYS = { locale: 365, currency: 1, ad: 90 } as const;

/**
 * Attributes of every cookie the site sets: path /, SameSite lax, and Secure on https (so they
 * never travel over plain http; docs/security.md).
 */
export function cookieAttributes(protocol: string): { path: string; sameSite: 'lax'; secure: boolean } {
  return { path: '/', sameSite: 'lax', secure: protocol === 'https:' };
}
