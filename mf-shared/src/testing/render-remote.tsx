import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from './test-routers';
import type { SiteConfig, Locale } from '@casino/contracts';
import { StoresProvider } from '../stores/stores-context';
import { createTestRoot } from './root';

export interface RenderRemoteOptions {
  /** Window width: 1280 gives the desktop layout, 390 the mobile one. */
  width?: number;
  /** Start with the seeded member player_rmb logged in. */
  loggedIn?: boolean;
  demoMode?: boolean;
  /** Site configuration beyond the test defaults. */
  config?: Partial<SiteConfig>;
  /** Browser storage entries, over the session that `loggedIn` stores. */
  storage?: Record<string, string>;
  locale?: Locale;
  /** The URL the memory router starts at. */
  url?: string;
  /** The route patterns the element is mounted at (as the shell's route table has them). */
  paths?: string[];
  /** Other routes, to see where a page navigates. */
  routes?: Record<string, ReactElement>;
  /** Answers the request client's calls: `createFakeSandbox(...).fetch`. */
  fetch?: typeof fetch;
  /** `'refused'`: the module must render without the UI kit; anything that asks for one throws. */
  kits?: 'installed' | 'refused';
}

/** Absolute, so Node's Request accepts the URLs a test's fetch receives. */
export const TEST_API_BASE = 'http://sandbox.test/api';

/**
 * Renders an exposed module the way the shell does: the real RootStore and i18next of
 * @casino/mf-shared/testing, and routes mounted at the shell's patterns. The remote's own
 * namespace is not preloaded: the module loads it through RemoteRoot, as on the page.
 */
export async function renderRemote(element: ReactElement, options: RenderRemoteOptions = {}) {
  const root = await createTestRoot({
    config: { demoMode: options.demoMode ?? false, apiBase: TEST_API_BASE, ...options.config },
    storage: {
      ...(options.loggedIn ? { token: 'test-token', member_id: '1', member_account: 'player_rmb', currency: 'RMB' } : {}),
      ...options.storage,
    },
    width: options.width ?? 1280,
    locale: options.locale ?? 'en_US',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.kits ? { kits: options.kits } : {}),
  });

  const tree = (
    <StoresProvider store={root.store}>
      <I18nextProvider i18n={root.i18n}>
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
  return { ...view, ...root };
}
