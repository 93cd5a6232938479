import { RemoteRoot } from '@casino/mf-shared';
import type { Locale, SiteConfig } from '@casino/contracts';
import { LocationProbe, TEST_API_BASE, renderRemote, testSiteConfig, type FakeSandbox } from '@casino/mf-shared/testing';
import type { ReactElement } from 'react';
import { HOME_NS, loadHomeMessages } from '../app/namespace';

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
  /** Starts with a member session (token tok-1, member id 7). */
  member?: boolean;
  config?: Partial<SiteConfig>;
  /** Initial path of the memory router. */
  path?: string;
  /** Route pattern the element is mounted at ("/" unless given); other paths show where the page went. */
  route?: string;
  /** More storage entries (a member's currency, a remembered close time). */
  session?: Record<string, string>;
  /** `'refused'`: no UI kit; anything that asks for one throws (the home page renders without it). */
  kits?: 'installed' | 'refused';
}

/** Renders a piece of mf-home inside its namespace, the way its exposed pages do. */
export async function renderHome(element: ReactElement, options: RenderHomeOptions) {
  const rendered = await renderRemote(
    <RemoteRoot ns={HOME_NS} loader={loadHomeMessages}>
      {element}
    </RemoteRoot>,
    {
      fetch: options.sandbox.fetch,
      config: { ...testConfig, ...options.config },
      storage: {
        ...(options.member ? { token: 'tok-1', member_id: '7', member_account: 'player_rmb', currency: 'RMB' } : {}),
        ...options.session,
      },
      ...(options.width ? { width: options.width } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.kits ? { kits: options.kits } : {}),
      url: options.path ?? '/',
      paths: [options.route ?? '/'],
      routes: { '*': <LocationProbe /> },
    },
  );
  return { ...rendered, root: rendered.store };
}
