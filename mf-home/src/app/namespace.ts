import { preloadNamespace, type NamespaceLoader } from '@casino/mf-shared';

/** The i18next namespace of this remote. */
export const HOME_NS = 'home';

/** Loads mf-home's messages for one locale, lazily (one chunk per locale file). */
export const loadHomeMessages: NamespaceLoader = (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}.json`);

// The page's messages start loading when this remote's code arrives, not at its first render.
preloadNamespace(HOME_NS, loadHomeMessages);
