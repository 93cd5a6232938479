import { useCallback, useSyncExternalStore } from 'react';
import { localePath, siteLink, type Locale } from '@casino/contracts';
import type { NavigateOptions, To } from '../routing/router';
import { useNavigate } from '../routing/router';
import { useStores } from '../stores/stores-context';

/**
 * Turns an app path into the current locale's path under the site's strategy (/faq → /zh_CN/faq).
 * The one helper every in-app link and navigation goes through (LocaleLink, LocaleNavLink,
 * useLocaleNavigate, useSafeNavigate, SafeLink); lint refuses a raw router Link, NavLink or
 * useNavigate and a literal path in an href, `to` or navigate call outside them.
 */
export function useLocalePath(): (path: string, locale?: Locale) => string {
  const { locale, site } = useStores();
  const current = locale.locale;
  return useCallback((path: string, to?: Locale) => localePath(path, to ?? current, site.config), [current, site.config]);
}

const noSubscription = () => () => undefined;

/**
 * Builds absolute links to share (invites, agent register links) with `siteLink`: the site's base
 * URL, else the page's origin, under the current locale. The server renders without a page origin
 * (a relative link); the browser fills it in after hydration.
 */
export function useSiteLink(): (path: string) => string {
  const { locale, site } = useStores();
  const current = locale.locale;
  const pageOrigin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return useCallback((path: string) => siteLink(path, current, site.config, pageOrigin), [current, site.config, pageOrigin]);
}

/**
 * A router target under the current locale: an absolute path gets the locale's prefix; a relative
 * target (`?page=x`, `{ search }`, `..`) keeps the current path, prefix included, so it is left alone.
 */
export function localizeTo(to: To, toPath: (path: string) => string): To {
  if (typeof to === 'string') return to.startsWith('/') ? toPath(to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: toPath(to.pathname) } : to;
}

export interface LocaleNavigateOptions extends NavigateOptions {
  /** Another locale's path (the language switcher); the current locale's otherwise. */
  locale?: Locale;
}

/** The router's navigate under the current locale's prefix (see useLocalePath); a number goes back or forward. */
export function useLocaleNavigate(): (to: To | number, options?: LocaleNavigateOptions) => void {
  const navigate = useNavigate();
  const toPath = useLocalePath();
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      const { locale, ...rest } = options;
      void navigate(
        localizeTo(to, (path) => toPath(path, locale)),
        rest,
      );
    },
    [navigate, toPath],
  );
}
