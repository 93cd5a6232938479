import {
  RootStore,
  StoresProvider,
  createI18n,
  createMemoryStorage,
  loadCommonMessages,
  loadNamespace,
  type Locale,
  type Notifier,
  type SiteConfig,
} from '@casino/mf-shared';
import { testSiteConfig } from '@casino/mf-shared/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HomeGate } from '../app/home-gate';
import { LocationProbe } from './location-probe';
import { TEST_API_BASE, type FakeSandbox } from './fake-sandbox';

export const testConfig: SiteConfig = testSiteConfig({
  siteName: 'Golden Lotus',
  apiBase: TEST_API_BASE,
  customerServiceUrl: 'https://support.example.com/chat',
  remoteTimeoutMs: 10000,
});

export interface RenderHomeOptions {
  sandbox: FakeSandbox;
  /** 1280 (desktop) unless given; below 992 is mobile. */
  width?: number;
  locale?: Locale;
  /** Starts with a member session (token and member id in storage). */
  member?: boolean;
  config?: Partial<SiteConfig>;
  /** Initial path of the memory router. */
  path?: string;
  /** Route pattern the element is mounted at ("/" unless given). */
  route?: string;
  session?: Record<string, string>;
}

export interface RenderHomeResult extends RenderResult {
  root: RootStore;
  i18n: I18n;
  notifier: jest.Mocked<Notifier>;
  storage: ReturnType<typeof createMemoryStorage>;
}

/** Renders a page of mf-home the way the shell does: RootStore, i18next, router, namespace gate. */
export async function renderHome(element: ReactElement, options: RenderHomeOptions): Promise<RenderHomeResult> {
  const locale = options.locale ?? 'en_US';
  const storage = createMemoryStorage(
    options.member ? { token: 'tok-1', member_id: '7', member_account: 'player_rmb', currency: 'RMB', ...options.session } : { ...options.session },
  );
  const notifier: jest.Mocked<Notifier> = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const root = new RootStore({
    config: { ...testConfig, ...options.config },
    storage,
    width: options.width ?? 1280,
    locale,
    notifier,
    fetch: options.sandbox.fetch,
  });
  const i18n = await createI18n(locale);
  root.attachI18n(i18n);
  // The shell loads the `common` namespace (Retry, Close, error texts) before any remote.
  await loadNamespace(i18n, 'common', loadCommonMessages);
  const utils = render(
    <StoresProvider store={root}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '/'} element={<HomeGate>{element}</HomeGate>} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoresProvider>,
  );
  return { ...utils, root, i18n, notifier, storage };
}
