import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { AppRouter } from './app-router';
import { StoresProvider, useAfterFirstView, useUiKit, type RootStore, RouterProvider } from '@casino/mf-shared';
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
    </>
  ) : null;
}

/** antd's theme and CSP nonce on desktop; antd-mobile reads its theme from CSS variables. */
const KitTheme = observer(function KitTheme({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const ui = useUiKit();
  if (!ui.isDesktop) return children;
  const { ConfigProvider, brandTheme } = ui.desktop;
  return (
    <ConfigProvider theme={brandTheme} csp={nonce ? { nonce } : undefined}>
      {children}
    </ConfigProvider>
  );
});

/**
 * The shell's providers around the router. The page boots with its layout's UI kit loaded; the
 * Suspense boundary only shows when a resize crosses the breakpoint and the other kit loads.
 */
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
              <Suspense fallback={null}>
                <KitTheme nonce={nonce}>
                  <Services store={store} router={router} />
                  <Suspense fallback={null}>
                    <DeferredRealtime store={store} router={router} />
                  </Suspense>
                  {routing ?? <RouterProvider router={router} />}
                  {onMounted && <Mounted onMounted={onMounted} />}
                </KitTheme>
              </Suspense>
            </CommandFacadeContext.Provider>
          </RegistryContext.Provider>
        </I18nextProvider>
      </SessionKnownContext.Provider>
    </StoresProvider>
  );
}
