import { preloadNamespace, type NamespaceLoader } from '@casino/mf-shared';

/** The i18next namespace mf_member owns. */
export const NS = 'member';

/** Loads this remote's messages of one locale, in its own chunk. */
export const loadMessages: NamespaceLoader = (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}.json`);

// The page's messages start loading when this remote's code arrives, not at its first render.
preloadNamespace(NS, loadMessages);
