import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './app-router';
import { antdTheme, StoresProvider, type RootStore } from '@casino/mf-shared';
import { CommandFacadeContext } from './remote-loader/command-hosts';
import type { CommandFacade } from './remote-loader/command-facade';
import { RegistryContext } from './remote-loader/registry-context';
import type { RemoteRegistry } from './remote-loader/remote-registry';
import { useSessionServices } from './session/use-session-services';
import { RealtimeServices } from './realtime/realtime-services';
import { useDocumentMeta } from './meta/use-document-meta';
import { useWindowMessages } from './cross-tab/use-window-messages';

interface AppProps {
  store: RootStore;
  i18n: I18n;
  registry: RemoteRegistry;
  router: AppRouter;
  commands: CommandFacade;
  /** The page's CSP nonce, for the styles antd injects (docs/security.md). */
  nonce?: string;
}

function Services({ store, router }: { store: RootStore; router: AppRouter }) {
  useSessionServices(store, router);
  useDocumentMeta(store);
  useWindowMessages(store);
  return null;
}

/** The shell's providers around the router. */
export function App({ store, i18n, registry, router, commands, nonce }: AppProps) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RegistryContext.Provider value={registry}>
          <CommandFacadeContext.Provider value={commands}>
            <ConfigProvider theme={antdTheme} csp={nonce ? { nonce } : undefined}>
              <Services store={store} router={router} />
              <RealtimeServices store={store} />
              <RouterProvider router={router} />
            </ConfigProvider>
          </CommandFacadeContext.Provider>
        </RegistryContext.Provider>
      </I18nextProvider>
    </StoresProvider>
  );
}
