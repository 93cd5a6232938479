import Cookies from 'js-cookie';
import { COOKIE_DAYS, LINK_EXPIRE_MINUTES, cookieAttributes, cookieNames } from '@casino/contracts';

// The names, lifetimes and attributes are plain values the shell server writes with too.
export { COOKIE_DAYS, LINK_EXPIRE_MINUTES, cookieAttributes, cookieNames };

/**
 * Runs a cookie read or write. Where the browser refuses cookies (a sandboxed frame, cookies
 * blocked for the site) document.cookie throws: the page goes on without them instead of
 * failing to start, as browserStorage does for storage.
 */
function tolerant<T>(access: () => T, refused: T): T {
  try {
    return access();
  } catch {
    return refused;
  }
}

/** js-cookie with the page's cookie attributes. */
const cookies = () => Cookies.withAttributes(cookieAttributes(typeof location === 'undefined' ? 'http:' : location.protocol));

/** Reads a cookie. */
export function readCookie(name: string): string | undefined {
  return tolerant(() => Cookies.get(name), undefined);
}

/** The locale cookie: 365 days, path /, SameSite lax. */
export function writeLocaleCookie(locale: string): void {
  tolerant(() => cookies().set(cookieNames.locale, locale, { expires: COOKIE_DAYS.locale }), undefined);
}

/** The site currency cookie: one day. */
export function writeCurrencyCookie(currency: string): void {
  tolerant(() => cookies().set(cookieNames.currency, currency, { expires: COOKIE_DAYS.currency }), undefined);
}

/** A route flag (isFastDeposit, isRouteRegister) for the rest of the session. */
export function writeFlagCookie(name: typeof cookieNames.isFastDeposit | typeof cookieNames.isRouteRegister): void {
  tolerant(() => cookies().set(name, 'true'), undefined);
}

/** Drops a route flag once it has been acted on (the fast-payment prompt after /fastDeposit). */
export function clearFlagCookie(name: typeof cookieNames.isFastDeposit | typeof cookieNames.isRouteRegister): void {
  tolerant(() => Cookies.remove(name, { path: '/' }), undefined);
}

/**
 * Who introduced a visitor: an agent id or a friend's recommend code, kept LINK_EXPIRE_TIME
 * minutes (the site's `flags.linkExpireMinutes`).
 */
export function writeIntroducerCookies(
  introducer: { agentId?: string; recommendCode?: string; currency?: string },
  minutes: number = LINK_EXPIRE_MINUTES,
): void {
  const expires = new Date(Date.now() + minutes * 60_000);
  const options = { expires };
  tolerant(() => {
    if (introducer.agentId) {
      cookies().set(cookieNames.registerType, 'agent', options);
      cookies().set(cookieNames.memberAgent, introducer.agentId, options);
      Cookies.remove(cookieNames.recommendCode, { path: '/' });
    } else if (introducer.recommendCode) {
      cookies().set(cookieNames.registerType, 'recommend', options);
      cookies().set(cookieNames.recommendCode, introducer.recommendCode, options);
      Cookies.remove(cookieNames.memberAgent, { path: '/' });
    }
    if (introducer.currency) cookies().set(cookieNames.currency, introducer.currency, { expires: COOKIE_DAYS.currency });
  }, undefined);
}

/** Forgets the introducer of a link (register_type, member_agent, recommend_code): the server refused it. */
export function clearIntroducerCookies(): void {
  tolerant(() => {
    for (const name of [cookieNames.registerType, cookieNames.memberAgent, cookieNames.recommendCode]) Cookies.remove(name, { path: '/' });
  }, undefined);
}

/**
 * The agent of the agent's own domain the visitor is on (agent_domain_id), kept LINK_EXPIRE_TIME
 * minutes like the link cookies: POST /register sends it, and it holds the agent when the domain
 * check cannot be asked.
 */
export function writeAgentDomainCookie(agentId: string, minutes: number = LINK_EXPIRE_MINUTES): void {
  tolerant(() => cookies().set(cookieNames.agentDomainId, agentId, { expires: new Date(Date.now() + minutes * 60_000) }), undefined);
}

/** Forgets agent_domain_id: the server says this host is no agent's domain. */
export function clearAgentDomainCookie(): void {
  tolerant(() => Cookies.remove(cookieNames.agentDomainId, { path: '/' }), undefined);
}

/** Ad cookies: 7776000 s (90 days), SameSite lax, secure. */
export function writeAdCookie(name: typeof cookieNames.fbp | typeof cookieNames.fbc, value: string): void {
  tolerant(() => cookies().set(name, value, { expires: COOKIE_DAYS.ad, secure: true }), undefined);
}
