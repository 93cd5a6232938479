import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, confirmDialog, localePath, type RootStore } from '@casino/mf-shared';
import type { AppRouter } from '../app-router';
import { AUTH_TARGET_KEY } from '../middleware/builtin';
import { createLogout } from './logout';

/**
 * Session services every part relies on: logout requests (a confirmation while a game is playing,
 * tell the server, end the session, clear the member's history, go home) and, after a login, the
 * page the visitor wanted before the login modal.
 */
export function useSessionServices(store: RootStore, router: AppRouter): void {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const logout = createLogout(store, {
      confirm: () =>
        confirmDialog(store.layout.isDesktop, {
          title: t('logout.confirmTitle'),
          content: t('logout.confirmText'),
          ok: t('logout.confirmOk'),
          cancel: t('logout.confirmCancel'),
        }),
      // Home in the member's language: a bare / would send a prefix site back to its default one.
      navigate: (path) => void router.navigate(localePath(path, store.locale.locale, store.site.config), { replace: true }),
      localStorage: browserStorage('local'),
      sessionStorage: browserStorage('session'),
    });
    const offLogout = store.bus.on('session:logout-requested', () => void logout());
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
  }, [store, router, t]);
}
