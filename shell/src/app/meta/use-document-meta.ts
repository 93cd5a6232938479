import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '@casino/mf-shared';
import type { AppRouter } from '../app-router';
import { applyDocumentMeta, applyLocaleLinks, documentMeta } from './document-meta';
import { pageLocaleLinks } from './locale-links';

/**
 * Keeps the page title and SEO meta in step with the locale, and the canonical and hreflang links
 * with the page shown: the server writes them for the first page, the client after each in-app
 * navigation or language change, with the same helpers.
 */
export function useDocumentMeta(store: RootStore, router?: AppRouter): void {
  useEffect(
    () =>
      reaction(
        () => store.locale.locale,
        (locale) => applyDocumentMeta(document, documentMeta(store.site.config, locale), locale),
        { fireImmediately: true },
      ),
    [store],
  );

  useEffect(() => {
    if (!router) return undefined;
    let shown = '';
    const update = () => {
      const { pathname } = router.state.location;
      const key = `${pathname} ${store.locale.locale}`;
      if (key === shown) return;
      shown = key;
      applyLocaleLinks(document, pageLocaleLinks(pathname, store.locale.locale, store.site.config, window.location.origin));
    };
    const stopLocale = reaction(() => store.locale.locale, update);
    const stopRouter = router.subscribe(update);
    // The server wrote the first page's links; only a later change rewrites them.
    shown = `${router.state.location.pathname} ${store.locale.locale}`;
    return () => {
      stopLocale();
      stopRouter();
    };
  }, [store, router]);
}
