import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootStore, StoresProvider, createI18n, createMemoryStorage, type Locale, type SiteConfig } from '@casino/mf-shared';

export interface RenderRemoteOptions {
  /** Window width: 1280 gives the desktop layout, 390 the mobile one. */
  width?: number;
  /** Start with the seeded member player_rmb logged in. */
  loggedIn?: boolean;
  demoMode?: boolean;
  locale?: Locale;
  /** The URL the memory router starts at. */
  url?: string;
  /** The route patterns the element is mounted at (as the shell's route table has them). */
  paths?: string[];
  /** Other routes, to see where a page navigates. */
  routes?: Record<string, ReactElement>;
  /** Answers the request client's calls (a fake of the sandbox). */
  fetch?: typeof fetch;
}

export const testSiteConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  siteId: 1,
  siteName: 'Golden Lotus',
  currency: 'RMB',
  defaultLocale: 'en_US',
  locales: ['en_US', 'zh_CN', 'vi_VN'],
  apiBase: '/api',
  demoMode: false,
  manifestPollMs: 0,
  customerServiceUrl: 'https://example.test/service',
  remoteTimeoutMs: 10_000,
  ...overrides,
});

/** Renders a remote's element inside what the shell provides: RootStore, i18next and the router. */
export async function renderRemote(element: ReactElement, options: RenderRemoteOptions = {}) {
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const storage = createMemoryStorage(
    options.loggedIn ? { token: 'test-token', member_id: '1', member_account: 'player_rmb', currency: 'RMB' } : {},
  );
  const locale = options.locale ?? 'en_US';
  const store = new RootStore({
    config: testSiteConfig({ demoMode: options.demoMode ?? false }),
    storage,
    width: options.width ?? 1280,
    locale,
    notifier,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const i18n = await createI18n(locale);
  store.attachI18n(i18n);

  const tree = (
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <Routes>
            {(options.paths ?? ['*']).map((path) => (
              <Route key={path} path={path} element={element} />
            ))}
            {Object.entries(options.routes ?? {}).map(([path, routeElement]) => (
              <Route key={path} path={path} element={routeElement} />
            ))}
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoresProvider>
  );
  let view: RenderResult | undefined;
  // The namespace loads asynchronously: let it settle inside act, as a user would wait for it.
  await act(async () => {
    view = render(tree);
  });
  if (!view) throw new Error('render did not run');
  return { ...view, store, i18n, notifier };
}
