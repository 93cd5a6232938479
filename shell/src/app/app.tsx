import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { StoresProvider, type RootStore } from '@casino/mf-shared';
import { RegistryContext } from './remote-loader/registry-context';
import type { RemoteRegistry } from './remote-loader/remote-registry';
import { buildRoutes } from './routes';
import { useSessionServices } from './session/use-session-services';

interface AppProps {
  store: RootStore;
  i18n: I18n;
  registry: RemoteRegistry;
}

function Services({ store }: { store: RootStore }) {
  useSessionServices(store);
  return null;
}

/** The shell's providers around the router. */
export function App({ store, i18n, registry }: AppProps) {
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <RegistryContext.Provider value={registry}>
          <ConfigProvider theme={{ token: { colorPrimary: '#d4a017', borderRadius: 6 } }}>
            <Services store={store} />
            <RouterProvider router={router} />
          </ConfigProvider>
        </RegistryContext.Provider>
      </I18nextProvider>
    </StoresProvider>
  );
}
