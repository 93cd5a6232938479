import type { NamespaceLoader } from '@casino/mf-shared';

/** The i18next namespace mf_auth owns. */
export const NS = 'auth';

/** Loads this remote's messages of one locale, in its own chunk. */
export const loadMessages: NamespaceLoader = (locale) => import(`../locales/${locale}.json`);
