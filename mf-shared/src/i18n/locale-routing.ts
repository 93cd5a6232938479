import type { SiteConfig } from '../contracts/boot';
import { isLocale, type Locale } from './locales';

type RoutingConfig = Pick<SiteConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains'>;

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
    const byDomain = Object.entries(config.localeDomains).find(([, domain]) => domain === host)?.[0];
    return { locale: offered(byDomain) ? byDomain : fallback };
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
