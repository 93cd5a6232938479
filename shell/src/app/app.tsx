import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { AppRouter } from './app-router';
import { StoresProvider, useAfterFirstView, type RootStore, RouterProvider } from '@casino/mf-shared';
import { KitAfterFirstView, NonceContext } from './remote-loader/kit-theme';
import { CommandFacadeContext } from './remote-loader/command-hosts';
import type { CommandFacade } from './remote-loader/command-facade';
import { RegistryContext } from './remote-loader/registry-context';
import type { ModuleRegistry } from './remote-loader/module-registry';
import { useSessionServices } from './session/use-session-services';
import { useDocumentMeta } from './meta/use-document-meta';
import { useWindowMessages } from './cross-tab/use-window-messages';
import { SessionKnownContext } from './session/session-known';

interface AppProps {
  store: RootStore;
  i18n: I18n;
  registry: ModuleRegistry;
  router: AppRouter;
  /** What renders the router: the browser's RouterProvider by default, the server's static router there (docs/ssr.md). */
  routing?: ReactNode;
  /** Called once the app is on the page (after hydration of a server-rendered page). */
  onMounted?: () => void;
  commands: CommandFacade;
  /** The page's CSP nonce, for the styles antd injects (docs/security.md). */
  nonce?: string;
  /**
   * When the page shows that it knows the session (docs/ssr.md): at once (the default, a page the
   * browser renders), 'never' (the server's render), or once the server's markup is adopted.
   */
  sessionKnown?: 'now' | 'never' | 'after-hydration';
}

function Services({ store, router }: { store: RootStore; router: AppRouter }) {
  useSessionServices(store, router);
  useDocumentMeta(store, router);
  useWindowMessages(store);
  return null;
}

// pusher-js and laravel-echo are no part of the first view: their chunk loads once the page is idle.
const RealtimeServices = lazy(() =>
  import(/* webpackChunkName: "realtime" */ './realtime/realtime-services').then((module) => ({ default: module.RealtimeServices })),
);

// Real-user monitoring (web-vitals and the reporter): after the first view too.
const RumServices = lazy(() =>
  import(/* webpackChunkName: "rum" */ './rum/rum-services').then((module) => ({ default: module.RumServices })),
);

function DeferredRealtime({ store, router }: { store: RootStore; router: AppRouter }) {
  return useAfterFirstView() ? (
    <>
      <RealtimeServices store={store} />
      <RumServices store={store} router={router} />
      <KitAfterFirstView />
    </>
  ) : null;
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}

/** After a hydration, the account area leaves its placeholder as soon as the server's markup is adopted (a layout effect). */
function useSessionKnown(sessionKnown: AppProps['sessionKnown']): boolean {
  const [known, setKnown] = useState(sessionKnown === undefined || sessionKnown === 'now');
  useLayoutEffect(() => {
    if (sessionKnown === 'after-hydration') setKnown(true);
  }, [sessionKnown]);
  return known;
}

export function App({ store, i18n, registry, router, commands, nonce, routing, onMounted, sessionKnown }: AppProps) {
  const known = useSessionKnown(sessionKnown);
  return (
    <StoresProvider store={store}>
      <SessionKnownContext.Provider value={known}>
        <I18nextProvider i18n={i18n}>
          <RegistryContext.Provider value={registry}>
            <CommandFacadeContext.Provider value={commands}>
              {/* The UI kit and antd's theme are each remote area's (KitTheme, remote-view.tsx), not the whole page's. */}
              <NonceContext.Provider value={nonce}>
                <Suspense fallback={null}>
                  <Services store={store} router={router} />
                  <Suspense fallback={null}>
                    <DeferredRealtime store={store} router={router} />
                  </Suspense>
                  {routing ?? <RouterProvider router={router} />}
                  {onMounted && <Mounted onMounted={onMounted} />}
                </Suspense>
              </NonceContext.Provider>
            </CommandFacadeContext.Provider>
          </RegistryContext.Provider>
        </I18nextProvider>
      </SessionKnownContext.Provider>
    </StoresProvider>
  );
}
