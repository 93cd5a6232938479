import { alternateUrls, localePath, stripLocale, type Locale, type SiteConfig } from '@casino/contracts';
import { resolvePath, type RouteEntry } from '../route-table';

type LinkConfig = Pick<SiteConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains' | 'baseUrl'>;
type PageConfig = LinkConfig & Pick<SiteConfig, 'routeRules' | 'environment'>;

export interface LocaleLinks {
  /** The page's one address in its language, on the site's canonical origin (SITE_BASE_URL, else the page's) or its locale's domain. */
  canonical: string;
  /** The same page in each language (hreflang), with x-default, the default locale's; empty when one URL serves every language. */
  alternates: { hreflang: string; href: string }[];
}

/** Public pages are indexed: a route that renders something and needs no member. */
export function isPublicPage(entry: RouteEntry | null): entry is RouteEntry {
  return Boolean(entry && !entry.redirectOnly && !entry.shellPage && !entry.middleware?.includes('auth'));
}

/** BCP 47 for hreflang and lang: zh_CN → zh-CN. */
export const languageTag = (locale: Locale) => locale.replace('_', '-');

/**
 * Canonical and alternate links of a public page (pathname as requested, with or without its
 * prefix) in `locale`, all absolute on SITE_BASE_URL, or, on a site without one (`baseUrl`
 * empty), on `pageOrigin` (the request's on the server, the page's in the browser); on each
 * locale's domain on a different-domains site.
 */
export function localeLinks(pathname: string, locale: Locale, config: LinkConfig, pageOrigin: string): LocaleLinks {
  const origin = new URL(config.baseUrl || pageOrigin).origin;
  const bare = stripLocale(pathname, config);
  const alternates = alternateUrls(bare, config, origin);
  const own = alternates.find((entry) => entry.locale === locale);
  const canonical = own?.href ?? `${origin}${localePath(bare, locale, config)}`;
  const fallback = alternates.find((entry) => entry.locale === config.defaultLocale) ?? alternates[0];
  return {
    canonical,
    alternates: [
      ...alternates.map((entry) => ({ hreflang: languageTag(entry.locale), href: entry.href })),
      ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
    ],
  };
}

/**
 * The links of the page at `pathname` (prefix included) in `locale`, or null when it has none
 * (a member page, a redirect, an unknown path): what the server writes, and what the client
 * writes again after each in-app navigation.
 */
export function pageLocaleLinks(pathname: string, locale: Locale, config: PageConfig, pageOrigin: string): LocaleLinks | null {
  const resolved = resolvePath(pathname, config);
  return resolved.kind === 'route' && isPublicPage(resolved.entry) ? localeLinks(pathname, locale, config, pageOrigin) : null;
}
