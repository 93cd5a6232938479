import type { SiteConfig } from './boot';
import { isLocale, type Locale } from './locales';

type RoutingConfig = Pick<SiteConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains'>;

/**
 * Whether a LOCALE_DOMAINS entry names this host (`host` as a URL gives it, with its port): an
 * entry with a port must match exactly, one without matches the host on any port.
 */
export function domainMatches(domain: string, host: string): boolean {
  const wanted = domain.toLowerCase();
  const actual = host.toLowerCase();
  return wanted === actual || (!wanted.includes(':') && wanted === actual.replace(/:\d+$/, ''));
}

/** The locale whose domain this host is (different-domains sites), if the site offers it. */
export function localeOfHost(host: string, config: RoutingConfig): Locale | undefined {
  const found = Object.entries(config.localeDomains).find(([, domain]) => domainMatches(domain, host))?.[0];
  return found && isLocale(found) && config.locales.includes(found) ? found : undefined;
}

/**
 * The origin a locale's pages live on, from the page's own origin: on a different-domains site
 * the locale's domain (same scheme; the page's port when the entry names none), else the page's
 * origin itself.
 */
export function localeOrigin(locale: Locale, config: RoutingConfig, pageOrigin: string): string {
  const domain = config.differentDomains ? config.localeDomains[locale] : undefined;
  if (!domain) return pageOrigin;
  const page = new URL(pageOrigin);
  const port = domain.includes(':') || !page.port ? '' : `:${page.port}`;
  return `${page.protocol}//${domain}${port}`;
}

/** The locale a URL path starts with (/zh_CN/discount → zh_CN), if the site offers it. */
export function localeFromPath(pathname: string, config: RoutingConfig): Locale | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && config.locales.includes(first) ? first : undefined;
}

/** The path without its locale prefix. */
export function stripLocale(pathname: string, config: RoutingConfig): string {
  const locale = localeFromPath(pathname, config);
  if (!locale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Whether the strategy puts locales in paths at all. */
export function usesPrefix(config: RoutingConfig): boolean {
  return !config.differentDomains && config.localeStrategy !== 'no_prefix';
}

/**
 * The path of an app route for a locale, under the site's strategy (/discount → /zh_CN/discount);
 * a query and a hash are kept, and a path that already has a locale prefix gets the new one.
 */
export function localePath(path: string, locale: Locale, config: RoutingConfig): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  // Never a path that reads as another host (`//evil`, `/\\evil`), whatever was stripped from it.
  const bare = stripLocale(pathname || '/', config).replace(/^[/\\]+/, '/');
  if (!usesPrefix(config)) return `${bare}${suffix}`;
  if (config.localeStrategy === 'prefix_except_default' && locale === config.defaultLocale) return `${bare}${suffix}`;
  if (config.localeStrategy === 'prefix_and_default' && locale === config.defaultLocale) return `${bare}${suffix}`;
  return `${bare === '/' ? `/${locale}` : `/${locale}${bare}`}${suffix}`;
}

export interface LocaleDecision {
  locale: Locale;
  /** Where to go instead, when the URL is not the canonical one for the locale. */
  redirect?: string;
  /** The path names a locale this site does not offer. */
  notFound?: boolean;
}

interface DecideInput {
  pathname: string;
  search?: string;
  host: string;
  /** The i18n_redirected cookie. */
  cookieLocale?: string;
  config: RoutingConfig;
}

/**
 * What the locale-changing middleware decides on each navigation: the locale from the domain,
 * the path prefix, the cookie or the default, and a redirect to the canonical path if needed.
 */
export function decideLocale({ pathname, search = '', host, cookieLocale, config }: DecideInput): LocaleDecision {
  const fallback = isLocale(config.defaultLocale) ? config.defaultLocale : 'en_US';
  const offered = (code: string | undefined): code is Locale => Boolean(code && isLocale(code) && config.locales.includes(code));

  if (config.differentDomains) {
    return { locale: localeOfHost(host, config) ?? fallback };
  }

  const fromCookie = offered(cookieLocale) ? cookieLocale : undefined;
  if (config.localeStrategy === 'no_prefix') return { locale: fromCookie ?? fallback };

  const first = pathname.split('/')[1] ?? '';
  const prefixed = localeFromPath(pathname, config);
  if (!prefixed && isLocale(first)) return { locale: fallback, notFound: true };

  if (prefixed) {
    const canonical = localePath(pathname, prefixed, config);
    if (config.localeStrategy === 'prefix_except_default' && canonical !== pathname) {
      return { locale: prefixed, redirect: `${canonical}${search}` };
    }
    return { locale: prefixed };
  }

  // No prefix in the path.
  if (config.localeStrategy === 'prefix') {
    const locale = fromCookie ?? fallback;
    return { locale, redirect: `${localePath(pathname, locale, config)}${search}` };
  }
  return { locale: fallback };
}

/**
 * The path's URL in each locale, for hreflang links: absolute, on the site's canonical origin or
 * the locale's own domain. None where one URL serves every locale (no_prefix: the cookie decides),
 * and on a different-domains site only the locales that have a domain.
 */
export function alternateUrls(pathname: string, config: RoutingConfig, baseUrl: string): { locale: Locale; href: string }[] {
  if (!usesPrefix(config) && !config.differentDomains) return [];
  const origin = new URL(baseUrl).origin;
  const bare = stripLocale(pathname, config);
  const locales = config.locales.filter(isLocale).filter((locale) => !config.differentDomains || config.localeDomains[locale]);
  return locales.map((locale) => ({
    locale,
    href: `${localeOrigin(locale, config, origin)}${localePath(bare, locale, config)}`,
  }));
}

/** A route name of the router generated for a locale (nuxt-i18n style: name___locale[___default]). */
export interface LocalizedRouteName {
  name: string;
  locale: Locale;
  isDefault: boolean;
}

const DEFAULT_MARKER = '___default';

/**
 * Under different domains with prefix_except_default or prefix_and_default, routes carrying the
 * default-locale marker are renamed (marker dropped) where this domain's default locale is theirs,
 * and removed otherwise (shell-and-public.md §4).
 */
export function adjustDefaultRoutes(names: string[], domainDefaultLocale: Locale, config: RoutingConfig): string[] {
  if (!config.differentDomains || !['prefix_except_default', 'prefix_and_default'].includes(config.localeStrategy)) return names;
  const result: string[] = [];
  for (const name of names) {
    if (!name.endsWith(DEFAULT_MARKER)) {
      result.push(name);
      continue;
    }
    const base = name.slice(0, -DEFAULT_MARKER.length);
    const locale = base.split('___')[1];
    if (locale === domainDefaultLocale) result.push(base);
  }
  return Array.from(new Set(result));
}

/**
 * An absolute link to an app path that leaves the page (an invite or an agent's register link,
 * shared by message or QR code): on the site's canonical origin (SITE_BASE_URL, the boot
 * config's `baseUrl`) when it has one, else on the page's origin; on a different-domains site on
 * the locale's domain; with the locale's prefix where the strategy needs one.
 */
export function siteLink(path: string, locale: Locale, config: RoutingConfig & Pick<SiteConfig, 'baseUrl'>, pageOrigin: string): string {
  const origin = config.baseUrl ? new URL(config.baseUrl).origin : pageOrigin;
  return `${localeOrigin(locale, config, origin)}${localePath(path, locale, config)}`;
}
