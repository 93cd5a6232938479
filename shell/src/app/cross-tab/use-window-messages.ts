import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '@casino/mf-shared';
import { listenForWindowMessages } from './window-messages';
import { relayBusEvents } from './window-relay';
import { browserStorage } from '@casino/mf-shared';

/**
 * Serves cross-tab window messages for the page's lifetime, and relays the bus events the site's
 * other windows must follow (every window, popups included: the member centre is one).
 */
export function useWindowMessages(store: RootStore): void {
  const { i18n } = useTranslation();
  useEffect(() => relayBusEvents(store.bus), [store]);
  useEffect(
    () =>
      listenForWindowMessages(
        { store, t: (key, values) => i18n.t(key, { ns: 'shell', ...values }) },
        { win: window, storage: browserStorage('local') },
      ),
    [store, i18n],
  );
}
