import { useStores, AsyncList } from '@casino/mf-shared';
import { useCallback, useEffect, useState } from 'react';
import { getTemplateList, type TemplateKind } from '../api/get-template-list';
import { shouldRefreshTemplate } from '../lib/template-refresh';

/**
 * A template list in the page's language and the site's model version. It loads again when the
 * locale changes and when the shell reports a back-office change of its kind
 * (`realtime:template-changed`); the shown list stays until the new one arrives.
 */
export function useTemplateList<T extends { id: number; sort: number }>(kind: TemplateKind): { store: AsyncList<T>; reload: () => void } {
  const root = useStores();
  const [store] = useState(() => new AsyncList<T>());
  const locale = root.locale.locale;
  const modelVersion = root.site.config.template.modelVersion;
  const siteId = root.site.siteId;

  const reload = useCallback(() => {
    void store.load(() => getTemplateList<T>(root.api, kind, { siteId, language: locale, modelVersion }));
  }, [store, root.api, kind, siteId, locale, modelVersion]);

  useEffect(reload, [reload]);

  useEffect(
    () =>
      root.bus.on('realtime:template-changed', (event) => {
        if (shouldRefreshTemplate(event, kind, locale)) reload();
      }),
    [root.bus, kind, locale, reload],
  );

  return { store, reload };
}
