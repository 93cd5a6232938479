/**
 * Debian's Chromium through Playwright, with the launch flags and the two device profiles the
 * e2e suites use (e2e/playwright.config.ts), and a CDP session per page for what Playwright does
 * not expose: network sizes and initiators, throttling, heap and listeners.
 */
import { chromium, devices, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { installPageMarks, POPUP_CLOSED_AT_KEY } from './page-marks';
import type { Device } from '../device';
import { NetworkLog } from './network-log';
import { chromiumLaunchOptions } from '@casino/server-kit/browser';
import type { MemberSession } from '../../../scripts/browser-tests';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** The e2e projects' devices: 1280×800 desktop; 390×844 touch phone with the iPhone user agent. */
export const contextOptions: Record<Device, Parameters<Browser['newContext']>[0]> = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: devices['iPhone 13'].userAgent,
  },
};

export interface BenchPageOptions {
  device: Device;
  member?: MemberSession;
  /** Keep fetch/XHR response bodies (for data dependencies between requests). */
  captureBodies?: boolean;
}

export interface BenchPage {
  device: Device;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  network: NetworkLog;
  close(): Promise<void>;
}

/**
 * A page in a fresh context (a cold cache, no cookies), with the page marks installed before any
 * script of the site runs and the network recorded from the first request.
 */
export async function openBenchPage(browser: Browser, options: BenchPageOptions): Promise<BenchPage> {
  const context = await browser.newContext(contextOptions[options.device]);
  // tsx compiles the bench with esbuild's keepNames, which wraps named inner functions in
  // __name(); functions the bench sends into the page carry those calls, so the page needs one.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(installPageMarks, { popupKey: POPUP_CLOSED_AT_KEY, member: options.member ?? null });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const network = await NetworkLog.start(cdp, { captureBodies: options.captureBodies ?? false });
  return {
    device: options.device,
    context,
    page,
    cdp,
    network,
    close: () => context.close(),
  };
}
