/** The operating system of the device, as far as the open mode rules care. */
export type LaunchOs = 'ios' | 'android' | 'other';

/** What the open mode rules need to know of the device and browser (member-and-account.md §4, §9). */
export interface LaunchEnvironment {
  /** The page's layout: desktop from 992 px wide. */
  layout: 'desktop' | 'mobile';
  /** Inside the site's native app (device type app). */
  app: boolean;
  os: LaunchOs;
  /** LINE's in-app browser, where popups do not open. */
  line: boolean;
}

/** What the browser tells about itself. */
export interface BrowserFacts {
  userAgent: string;
  /** The `pwa` local-storage value: the native app stores `ios` or `android`, an installed web app `1`. */
  pwaFlag: string | null;
  maxTouchPoints: number;
}

/**
 * Reads the launch environment from the browser. The app is recognised by the `pwa` value its
 * wrapper stores (`?pwa=ios` / `?pwa=android` at start-up, docs/session.md), which also names its
 * system; the bare `pwa=1` of an installed web app is a browser, not the app. Otherwise the user
 * agent names the system (iPadOS reports a Mac with touch points). LINE's in-app browser adds
 * ` Line/<version>` to the user agent.
 */
export function launchEnvironment(layout: 'desktop' | 'mobile', facts: BrowserFacts): LaunchEnvironment {
  const flag = facts.pwaFlag?.trim().toLowerCase() ?? '';
  const app = flag === 'ios' || flag === 'android';
  let os: LaunchOs = 'other';
  if (flag === 'ios' || flag === 'android') os = flag;
  else if (/android/i.test(facts.userAgent)) os = 'android';
  else if (/iphone|ipad|ipod/i.test(facts.userAgent) || (/macintosh/i.test(facts.userAgent) && facts.maxTouchPoints > 1)) os = 'ios';
  return { layout, app, os, line: /\sLine\/\d/i.test(facts.userAgent) };
}

/** The running browser's facts (empty on the server). */
export function browserFacts(pwaFlag: string | null): BrowserFacts {
  if (typeof navigator === 'undefined') return { userAgent: '', pwaFlag, maxTouchPoints: 0 };
  return { userAgent: navigator.userAgent, pwaFlag, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}
