import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from './test-routers';
import { DEFAULT_SITE_FLAGS, type SiteConfig, type Locale } from '@casino/contracts';
import { createI18n, loadNamespace, type NamespaceLoader } from '../i18n/create-i18n';
import { RootStore, type Notifier } from '../stores/root-store';
import { createMemoryStorage } from '../stores/storage';
import type { OpenWindow } from '../stores/window-registry';
import * as desktopKitModule from '../kits/desktop-kit';
import * as desktopKitExtrasModule from '../kits/desktop-kit-extras';
import * as mobileKitModule from '../kits/mobile-kit';
import * as mobileKitExtrasModule from '../kits/mobile-kit-extras';
import { desktopKit, desktopKitWithExtras, mobileKit, mobileKitWithExtras } from '../kits/ui-kits';
import * as htmlSanitizerModule from '../security/html-sanitizer';
import { htmlSanitizer } from '../security/safe-html';
import { StoresProvider } from '../stores/stores-context';
import * as focusTrapModule from 'focus-trap-react';
import { focusTrap } from '../ui/responsive-modal';

/** A site configuration for tests; override what a test cares about. */
export function testSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    siteId: 1,
    siteName: 'Test Casino',
    currency: 'RMB',
    defaultLocale: 'en_US',
    locales: ['en_US', 'zh_CN', 'vi_VN'],
    apiBase: '/api',
    demoMode: false,
    manifestPollMs: 0,
    remoteTimeoutMs: 1000,
    customerServiceUrl: 'https://support.example/chat',
    localeStrategy: 'no_prefix',
    localeDomains: {},
    differentDomains: false,
    baseUrl: 'http://localhost',
    environment: 'development',
    routeRules: [],
    realtime: null,
    template: { desktop: 'site02', mobile: 'H5_1', modelVersion: 1 },
    seo: { en_US: { title: 'Test Casino' }, zh_CN: { title: '测试娱乐城' } },
    seoContent: '',
    flags: DEFAULT_SITE_FLAGS,
    thirdPartyLogins: [],
    ...overrides,
  };
}

export interface TestRootOptions {
  config?: Partial<SiteConfig>;
  storage?: Record<string, string>;
  width?: number;
  locale?: Locale;
  fetch?: typeof fetch;
  openWindow?: OpenWindow;
  /** Namespaces to load before rendering: name → loader. `common` is always loaded. */
  namespaces?: Record<string, NamespaceLoader>;
  /** `'refused'`: no UI kit, and anything that asks for one throws (a page that renders without the kit). */
  kits?: 'installed' | 'refused';
}

export interface TestRoot {
  store: RootStore;
  i18n: I18n;
  notifier: { [K in keyof Notifier]: jest.Mock };
}

const desktopKitAndExtras = { ...desktopKitModule, ...desktopKitExtrasModule };
const mobileKitAndExtras = { ...mobileKitModule, ...mobileKitExtrasModule };

/**
 * Both UI kits with their extras (and the sanitiser and the dialogs' focus trap), already loaded: a test renders either layout
 * without suspending (the page loads only its layout's kit, and the extras, on demand).
 */
export function installTestKits(): void {
  mobileKitModule.configureMobileRendering();
  desktopKit.install(desktopKitModule);
  desktopKitWithExtras.install(desktopKitAndExtras);
  mobileKit.install(mobileKitModule);
  mobileKitWithExtras.install(mobileKitAndExtras);
  htmlSanitizer.install(htmlSanitizerModule);
  focusTrap.install(focusTrapModule);
}

/** No UI kit at all: whatever asks for either kit, or their extras, throws, naming what the test expects. */
function refuseTestKits(): void {
  const reason = new Error('This render must not ask for the UI kit (docs/remotes.md, "A page without the UI kit").');
  for (const slot of [desktopKit, desktopKitWithExtras, mobileKit, mobileKitWithExtras]) slot.refuse(reason);
}

/** Builds a real RootStore and i18n instance, the way the shell does, for a test. */
export async function createTestRoot(options: TestRootOptions = {}): Promise<TestRoot> {
  installTestKits();
  if (options.kits === 'refused') refuseTestKits();
  const notifier = { error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const store = new RootStore({
    config: testSiteConfig(options.config),
    storage: createMemoryStorage(options.storage),
    width: options.width ?? 1280,
    locale: options.locale ?? 'en_US',
    notifier,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.openWindow ? { openWindow: options.openWindow } : {}),
  });
  const i18n = await createI18n(options.locale ?? 'en_US');
  store.attachI18n(i18n);
  await loadNamespace(i18n, 'common', (locale) => import(`../../locales/${locale}.json`));
  for (const [ns, loader] of Object.entries(options.namespaces ?? {})) await loadNamespace(i18n, ns, loader);
  return { store, i18n, notifier };
}

/** Renders UI inside the providers the shell gives every remote (stores, i18n, a memory router). */
export function renderWithRoot(ui: ReactElement, root: TestRoot, { path = '/' } = {}): RenderResult {
  return render(
    <StoresProvider store={root.store}>
      <I18nextProvider i18n={root.i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </StoresProvider>,
  );
}
