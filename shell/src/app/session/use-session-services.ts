import { useEffect } from 'react';
import type { RootStore } from '@casino/mf-shared';
import type { AppRouter } from '../app-router';
import { AUTH_TARGET_KEY } from '../middleware/builtin';
import { browserStorage } from '@casino/mf-shared';

/**
 * Session services every part relies on: logout requests (tell the server, end the session,
 * go home) and, after a login, the page the visitor wanted before the login modal.
 */
export function useSessionServices(store: RootStore, router: AppRouter): void {
  useEffect(() => {
    const offLogout = store.bus.on('session:logout-requested', () => {
      store.api
        .post('/logout', {}, { silent: true })
        .catch(() => undefined)
        .finally(() => {
          store.logout('user');
          void router.navigate('/');
        });
    });
    const offLogin = store.bus.on('session:logged-in', () => {
      const session = browserStorage('session');
      const target = session.getItem(AUTH_TARGET_KEY);
      session.removeItem(AUTH_TARGET_KEY);
      if (target) void router.navigate(target);
    });
    return () => {
      offLogout();
      offLogin();
    };
  }, [store, router]);
}
