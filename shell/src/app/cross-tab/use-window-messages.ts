import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '@casino/mf-shared';
import { listenForWindowMessages } from './window-messages';
import { browserStorage } from '@casino/mf-shared';

/** Serves cross-tab window messages for the page's lifetime. */
export function useWindowMessages(store: RootStore): void {
  const { i18n } = useTranslation();
  useEffect(
    () =>
      listenForWindowMessages(
        { store, t: (key, values) => i18n.t(key, { ns: 'shell', ...values }) },
        { win: window, storage: browserStorage('local') },
      ),
    [store, i18n],
  );
}
