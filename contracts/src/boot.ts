import { DEFAULT_RUM_SAMPLE_RATE } from './rum';
import { LINK_EXPIRE_MINUTES } from './cookies';
import type { FirstDataAnswer } from './first-data';
import type { RemoteModuleId, RemoteName } from './remotes';

/** One live remote in an environment's release manifest. */
export interface LiveRemote {
  app: string;
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json (root-relative or absolute). */
  entry: string;
  /** Subresource-integrity hash of the mf-manifest.json bytes. */
  integrity?: string;
  /**
   * True when this browser previews this published version instead of the live one (its preview
   * cookie, docs/shell-server.md); the shell then shows the preview badge. Absent for what is live.
   */
  preview?: boolean;
}

/** What the shell needs to know of a release: the remotes to register and the shell's own version. */
export interface BootManifest {
  env: string;
  shellVersion: string | null;
  remotes: Partial<Record<RemoteName, LiveRemote>>;
}

/** How locales appear in URLs (shell-and-public.md §3, §4). */
export type LocaleStrategy = 'no_prefix' | 'prefix_except_default' | 'prefix' | 'prefix_and_default';

/** A route rule: visiting `path` redirects (external: full page load; internal: in the app). */
export interface RouteRule {
  path: string;
  redirect: string;
}

/** Where the page's real-time client connects (a Pusher-protocol server); only public values. */
export interface RealtimeConfig {
  key: string;
  cluster: string;
  /** Empty: the page's own host name. */
  wsHost: string;
  wsPort: number;
  wssPort: number;
  /** Channel authorisation endpoint (through the request client's base). */
  authEndpoint: string;
}

/** Which look the site wears: desktop template (site02, suncity, apsport, …) and mobile template (H5_1..H5_8 or origin). */
export interface TemplateConfig {
  desktop: string;
  mobile: string;
  /** Sent as model_version with the template list calls. */
  modelVersion: number;
}

/** Page title and, where set, description and keywords, per locale. */
export interface SeoText {
  title: string;
  description?: string;
  keywords?: string;
}

/** Platform codes that need special handling inside the app, per app OS (member-and-account.md §9). */
export interface AppOsPlatforms {
  ios: string[];
  android: string[];
}

/** The site flags of the specs, read from the site configuration with defaults (docs/shell-server.md). */
export interface SiteFlags {
  /** AGENT_BIND_FAST_PAYMENT_FLAG: fast payment asks for a login first (member-and-account.md §4). */
  agentBindFastPayment: boolean;
  /** LINK_EXPIRE_TIME: minutes the register-link cookies live (§9). */
  linkExpireMinutes: number;
  /** Desktop slots (game type 2) open the game room (/gameRoom) instead of the slot list. */
  gameRoom: boolean;
  /** This is the closed site: every game start is refused with r88close_msg (§5). */
  siteClosed: boolean;
  /** Providers whose games always open in a window (§4 open modes). */
  windowOnlyGames: string[];
  /** Providers whose games always open in a modal. */
  forcedModalGames: string[];
  /** This site is one whose phone numbers have exactly 10 digits (besides VND, §5). */
  tenDigitPhone: boolean;
  /** Provider order of the platform description (up to 15 names, §9). */
  providerPriority: string[];
  appOsPlatforms: AppOsPlatforms;
  /** The share of page loads (0–1) that send real-user figures to the shell server (docs/operations.md). */
  rumSampleRate: number;
}

/** The flags' values when the site configuration does not set them. */
export const DEFAULT_SITE_FLAGS: SiteFlags = {
  agentBindFastPayment: false,
  linkExpireMinutes: LINK_EXPIRE_MINUTES,
  gameRoom: false,
  siteClosed: false,
  windowOnlyGames: [],
  forcedModalGames: [],
  tenDigitPhone: false,
  providerPriority: [],
  appOsPlatforms: { ios: ['GPPT', 'GPPT2', 'GPPL', 'GPNE', 'GPNBB'], android: ['GPOG'] },
  rumSampleRate: DEFAULT_RUM_SAMPLE_RATE,
};

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
  /** Locale routing: strategy, per-locale domains, whether locales live on different domains. */
  localeStrategy: LocaleStrategy;
  localeDomains: Record<string, string>;
  differentDomains: boolean;
  /**
   * The site's canonical origin (SITE_BASE_URL), for links that leave the page (locale domains,
   * SEO); empty when the site has none: such links are then on the request's origin (server) or
   * the page's (browser).
   */
  baseUrl: string;
  /** production, staging, development: some route middleware only acts in production. */
  environment: 'production' | 'staging' | 'development';
  routeRules: RouteRule[];
  template: TemplateConfig;
  /** SEO texts by locale code (zh_CN has the Chinese title, en_US the English one, vi_VN description and keywords). */
  seo: Record<string, SeoText>;
  /** Optional HTML shown above the layout (sanitised before it reaches the DOM). */
  seoContent: string;
  /** Real-time channels; null turns them off. */
  realtime: RealtimeConfig | null;
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
  flags: SiteFlags;
  /** Third-party sign-in providers of the login modal; none by default. */
  thirdPartyLogins: ThirdPartyLogin[];
  /** Hosts (or `*.domain` wildcards) images inside content HTML may load from, besides the site itself. */
  contentImageHosts?: string[];
}

/** A third-party sign-in provider offered in the login modal (docs/session.md). */
export interface ThirdPartyLogin {
  id: string;
  /** The provider's name on its button (a brand name: not translated). */
  label: string;
  /** Opened in a popup with `state` and `redirect_uri` (the site's /authCallback) added. */
  authorizeUrl: string;
}

/** The data the shell server writes into the HTML as `window.__CASINO_BOOT__`. */
export interface BootData {
  config: SiteConfig;
  manifest: BootManifest;
  /**
   * The remote module of the page's route (from the same route table), which the shell's entry
   * starts fetching before its own boot; absent or null on a page without one.
   */
  firstModule?: RemoteModuleId | null;
  /**
   * That module's first data for both layouts, asked by the server while it wrote the page
   * (contracts' firstData); the request client serves each once instead of asking again.
   */
  firstAnswers?: FirstDataAnswer[];
  /**
   * 'ask' when the page's address hands over a session (`tk`, `enc`) and the navigation came from
   * another website or from nowhere the site knows (docs/security.md, "an account swap through a
   * session hand-over"): the shell asks before signing the visitor in. Absent: no question.
   */
  handOver?: 'ask';
  /**
   * Present when the server rendered the page (docs/ssr.md): the layout it rendered and the route
   * loaders' data, so the browser hydrates exactly what the server wrote.
   */
  ssr?: ServerRenderedPage;
}

/** What the browser needs to hydrate a page the shell server rendered. */
export interface ServerRenderedPage {
  /** The layout the server chose (client hints, user agent); the browser hydrates with it. */
  device: 'desktop' | 'mobile';
  /** The route loaders' data of the server's render (React Router hydration data). */
  loaderData: Record<string, unknown>;
  /**
   * `'none'`: the page's module renders without the UI kit (its `uiKit` export): the page names no
   * kit file and the browser's boot does not wait for the kit.
   */
  uiKit?: 'none';
}

/**
 * The shell build's list of what its boot and each UI kit load (`bootstrap`, `kit-desktop`,
 * `kit-mobile`: file names in the shell's folder), read by the shell server for preload hints.
 */
export const BOOT_ASSETS_FILE = 'boot-assets.json';
