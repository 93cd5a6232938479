import type { RemoteName } from './remotes';

/** One live remote in an environment's release manifest. */
export interface LiveRemote {
  app: string;
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json (root-relative or absolute). */
  entry: string;
  /** Subresource-integrity hash of the mf-manifest.json bytes. */
  integrity?: string;
}

/** What the shell needs to know of a release: the remotes to register and the shell's own version. */
export interface BootManifest {
  env: string;
  shellVersion: string | null;
  remotes: Partial<Record<RemoteName, LiveRemote>>;
}

/** Site configuration the shell server writes into the page; nothing secret. */
export interface SiteConfig {
  siteId: number;
  siteName: string;
  /** Site currency code, such as RMB, VND or USD. */
  currency: string;
  /** Interface language code such as en_US. */
  defaultLocale: string;
  /** Locales this site offers (subset of the eleven product languages). */
  locales: string[];
  /** Base path of the request client; '/api' unless configured. */
  apiBase: string;
  /** Turns off login, registration and modals and fakes a login. */
  demoMode: boolean;
  /** Milliseconds between polls of the live manifest; 0 turns polling off. */
  manifestPollMs: number;
  /** Where the customer-service entry leads (opened in a new tab). */
  customerServiceUrl: string;
  /** Milliseconds before a remote that has not loaded is shown as failed. */
  remoteTimeoutMs: number;
}

/** The data the shell server writes into the HTML as `window.__CASINO_BOOT__`. */
export interface BootData {
  config: SiteConfig;
  manifest: BootManifest;
}
