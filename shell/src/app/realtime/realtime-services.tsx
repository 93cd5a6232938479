import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootStore } from '@casino/mf-shared';
import { refreshCustomerServiceLink } from './customer-service-link';
import { createEchoSocket } from './echo-client';
import type { RealtimeEnvironment } from './handlers/handler-context';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection';
import type { WindowRegistry } from './window-registry';
import { browserStorage } from '@casino/mf-shared';

/** The browser's side of the handlers' environment. */
export function browserEnvironment(windows: WindowRegistry): RealtimeEnvironment {
  return {
    localStorage: browserStorage('local'),
    sessionStorage: browserStorage('session'),
    reload: () => window.location.reload(),
    userAgent: window.navigator.userAgent,
    maxTouchPoints: window.navigator.maxTouchPoints ?? 0,
    windows,
  };
}

interface RealtimeServicesProps {
  store: RootStore;
  /** Replaces the socket factory (tests); laravel-echo with pusher-js otherwise. */
  createSocket?: RealtimeConnectionOptions['createSocket'];
  environment?: RealtimeEnvironment;
}

/**
 * Mounts the page's real-time connection for as long as the shell lives: nothing when the site
 * configuration turns channels off; closed when the page is hidden for good (pagehide) and
 * opened again if the browser brings the page back from its back-forward cache.
 */
export function RealtimeServices({ store, createSocket, environment }: RealtimeServicesProps) {
  const { i18n } = useTranslation();
  // After the first view, like the channels: the backend's customer-service link replaces the configured one.
  useEffect(() => void refreshCustomerServiceLink(store), [store]);
  useEffect(() => {
    const config = store.site.config;
    if (!config.realtime) return;
    const connection = new RealtimeConnection({
      context: { store, t: (key) => i18n.t(key, { ns: 'shell' }), env: environment ?? browserEnvironment(store.windows) },
      createSocket: createSocket ?? ((token) => createEchoSocket(config, token, window.location)),
    });
    connection.start();
    const onPageHide = () => connection.close();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) connection.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      connection.dispose();
    };
  }, [store, i18n, createSocket, environment]);
  return null;
}
