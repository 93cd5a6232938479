import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '@casino/mf-shared';
import { applyDocumentMeta, documentMeta } from './document-meta';

/** Keeps the page title and SEO meta in step with the locale. */
export function useDocumentMeta(store: RootStore): void {
  useEffect(
    () =>
      reaction(
        () => store.locale.locale,
        (locale) => applyDocumentMeta(document, documentMeta(store.site.config, locale), locale),
        { fireImmediately: true },
      ),
    [store],
  );
}
