import { useEffect } from 'react';
import type { RootStore } from '@casino/mf-shared';

/** Serves the logout request of any part: tells the server, then ends the session locally. */
export function useSessionServices(store: RootStore): void {
  useEffect(
    () =>
      store.bus.on('session:logout-requested', () => {
        store.api
          .post('/logout', {}, { silent: true })
          .catch(() => undefined)
          .finally(() => store.logout('user'));
      }),
    [store],
  );
}
