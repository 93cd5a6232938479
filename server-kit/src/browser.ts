/**
 * The browser every browser test on this machine starts (the e2e suites, the bench, deploy's smoke
 * gate): Debian's Chromium with the flags it needs here. Playwright never downloads a browser.
 */

/** Where Debian installs Chromium; CHROMIUM_PATH overrides it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The Chromium features Playwright 1.65 turns off (its `chromiumSwitches.ts`). Chromium keeps only
 * the last `--disable-features` of its command line, and Playwright puts ours after its own, so a
 * list of ours must repeat Playwright's or its choices (paint holding, storage partitioning…) are lost.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156 (headless too) draws its address bar's suggestion pop-ups with WebUI: every new
 * window, so every test's browser context, started a renderer for them that nothing ever shows.
 * Off, a context costs about 0.1 s less CPU and opens about 0.4 s sooner on two loaded cores
 * (docs/testing.md "How long"; e2e/tests/suite-browser.spec.ts checks it).
 */
export const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The command-line flags of the tests' Chromium. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_FEATURES].join(',')}`,
];

/**
 * Playwright's launch options for the tests' Chromium: `executablePath` when given (deploy's
 * validated CHROMIUM_PATH), else CHROMIUM_PATH, else Debian's.
 */
export function chromiumLaunchOptions(executablePath: string = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH): {
  executablePath: string;
  args: string[];
} {
  return { executablePath, args: [...CHROMIUM_ARGS] };
}
