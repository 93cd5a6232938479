import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RootStore, StoresProvider, createI18n, createMemoryStorage, loadCommonMessages, loadNamespace } from '@casino/mf-shared';
import type { SiteConfig } from '@casino/contracts';
import { installTestKits, testSiteConfig, MemoryRouter } from '@casino/mf-shared/testing';
import en from '../locales/en_US.json';

export const testConfig: SiteConfig = testSiteConfig({ locales: ['en_US', 'zh_CN'], remoteTimeoutMs: 200 });

/** Renders shell UI with a real RootStore, i18n with the shell's English messages, and a router. */
export async function renderShell(ui: ReactElement, { path = '/', width = 1280, router = true } = {}) {
  installTestKits();
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const store = new RootStore({ config: testConfig, storage: createMemoryStorage(), width, locale: 'en_US', notifier });
  const i18n = await createI18n('en_US');
  store.attachI18n(i18n);
  await loadNamespace(i18n, 'shell', async () => ({ default: en }));
  await loadNamespace(i18n, 'common', loadCommonMessages);
  const result = render(
    <StoresProvider store={store}>
      <I18nextProvider i18n={i18n}>{router ? <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter> : ui}</I18nextProvider>
    </StoresProvider>,
  );
  return { ...result, store, notifier };
}
