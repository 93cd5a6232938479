import { DEFAULT_SITE_FLAGS, type GameOpenMode } from '@casino/contracts';
import { launchEnvironment, type LaunchEnvironment } from './launch-environment';
import { needsWindow, resolveOpenMode, type OpenModeLists, type OpenModeRule } from './open-mode';

const lists: OpenModeLists = {
  windowOnlyGames: ['GPWO'],
  forcedModalGames: ['GPFM'],
  appOsPlatforms: DEFAULT_SITE_FLAGS.appOsPlatforms,
};

const desktop: LaunchEnvironment = { layout: 'desktop', app: false, os: 'other', line: false };
const phone: LaunchEnvironment = { layout: 'mobile', app: false, os: 'android', line: false };
const iphone: LaunchEnvironment = { layout: 'mobile', app: false, os: 'ios', line: false };
const line: LaunchEnvironment = { ...iphone, line: true };
const iosApp: LaunchEnvironment = { layout: 'mobile', app: true, os: 'ios', line: false };
const androidApp: LaunchEnvironment = { layout: 'mobile', app: true, os: 'android', line: false };
const tabletApp: LaunchEnvironment = { layout: 'desktop', app: true, os: 'android', line: false };
const mac: LaunchEnvironment = { layout: 'desktop', app: false, os: 'ios', line: false };

describe('resolveOpenMode (member-and-account.md §4 open modes, §9 app-OS lists)', () => {
  it.each<[string, LaunchEnvironment, string, GameOpenMode | undefined, GameOpenMode, OpenModeRule]>([
    ['desktop: the provider says window', desktop, 'GPJL', 'window', 'window', 'provider'],
    ['desktop: the provider says modal', desktop, 'GPJL', 'modal', 'modal', 'provider'],
    ['desktop: the provider says page', desktop, 'GPJL', 'page', 'page', 'provider'],
    ['desktop: the provider says redirect', desktop, 'GPJL', 'redirect', 'redirect', 'provider'],
    ['desktop: an unknown provider opens in a window', desktop, 'GPJL', undefined, 'window', 'provider'],
    ['desktop: the window-only list beats the provider', desktop, 'GPWO', 'page', 'window', 'window-only'],
    ['desktop: the forced-modal list beats the provider', desktop, 'GPFM', 'page', 'modal', 'forced-modal'],
    ['app (tablet width): window whatever the provider', tabletApp, 'GPJL', 'page', 'window', 'app'],
    ['mobile: window whatever the provider', phone, 'GPJL', 'page', 'window', 'mobile'],
    ['mobile: modal providers too', phone, 'GPJL', 'modal', 'window', 'mobile'],
    ['mobile: the forced-modal list still wins', phone, 'GPFM', 'window', 'modal', 'forced-modal'],
    ['LINE in-app browser: redirect', line, 'GPJL', 'window', 'redirect', 'line'],
    ['LINE in-app browser: a window-only game redirects too (no popups there)', line, 'GPWO', 'window', 'redirect', 'line'],
    ['LINE in-app browser: the forced-modal list still wins', line, 'GPFM', 'window', 'modal', 'forced-modal'],
    ['iOS browser: a provider of the iOS list redirects instead of a window', iphone, 'GPPT', 'window', 'redirect', 'app-os'],
    ['iOS browser: each provider of the list', iphone, 'GPNBB', 'page', 'redirect', 'app-os'],
    ['iOS browser: a provider not on the list keeps its window', iphone, 'GPJL', 'window', 'window', 'mobile'],
    ['iOS app: a provider of the iOS list redirects', iosApp, 'GPPL', 'page', 'redirect', 'app-os'],
    ['iOS app: other providers in a window', iosApp, 'GPOG', 'page', 'window', 'mobile'],
    ['Android app: GPOG redirects', androidApp, 'GPOG', 'window', 'redirect', 'app-os'],
    ['Android browser: GPOG redirects', phone, 'GPOG', 'window', 'redirect', 'app-os'],
    ['Android: an iOS-list provider keeps its window', phone, 'GPPT', 'window', 'window', 'mobile'],
    ['iPad as a desktop: an iOS-list provider redirects instead of a window', mac, 'GPPT2', 'window', 'redirect', 'app-os'],
    ['iPad as a desktop: an iOS-list provider in modal mode stays a modal', mac, 'GPNE', 'modal', 'modal', 'provider'],
    ['desktop (other system): the iOS list does nothing', desktop, 'GPPT', 'window', 'window', 'provider'],
  ])('%s', (_case, env, gpId, providerMode, mode, rule) => {
    expect(resolveOpenMode(gpId, providerMode, env, lists)).toEqual({ mode, rule });
  });

  it('reads the lists of the site configuration', () => {
    const site = { ...lists, windowOnlyGames: [], forcedModalGames: ['GPJL'] };
    expect(resolveOpenMode('GPJL', 'window', desktop, site).mode).toBe('modal');
  });

  it('only the window mode needs the waiting window', () => {
    expect((['window', 'modal', 'page', 'redirect'] as const).filter(needsWindow)).toEqual(['window']);
  });
});

describe('launchEnvironment', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const LINE_UA = `${IPHONE.replace(' Safari/604.1', '')} Safari Line/14.3.0`;
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
  const IPAD_AS_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
  const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

  it.each<[string, 'desktop' | 'mobile', string, string | null, number, LaunchEnvironment]>([
    ['Windows desktop', 'desktop', WINDOWS, null, 0, { layout: 'desktop', app: false, os: 'other', line: false }],
    ['iPhone Safari', 'mobile', IPHONE, null, 5, { layout: 'mobile', app: false, os: 'ios', line: false }],
    ['LINE on an iPhone', 'mobile', LINE_UA, null, 5, { layout: 'mobile', app: false, os: 'ios', line: true }],
    ['Android Chrome', 'mobile', ANDROID, null, 5, { layout: 'mobile', app: false, os: 'android', line: false }],
    ['an iPad that reports a Mac', 'desktop', IPAD_AS_MAC, null, 5, { layout: 'desktop', app: false, os: 'ios', line: false }],
    ['a real Mac', 'desktop', IPAD_AS_MAC, null, 0, { layout: 'desktop', app: false, os: 'other', line: false }],
    ['the iOS app (pwa=ios)', 'mobile', IPHONE, 'ios', 5, { layout: 'mobile', app: true, os: 'ios', line: false }],
    [
      'the Android app (pwa=android), whatever the agent says',
      'mobile',
      IPHONE,
      'android',
      5,
      { layout: 'mobile', app: true, os: 'android', line: false },
    ],
    ['an installed web app (pwa=1) is a browser', 'mobile', ANDROID, '1', 5, { layout: 'mobile', app: false, os: 'android', line: false }],
  ])('%s', (_case, layout, userAgent, pwaFlag, maxTouchPoints, expected) => {
    expect(launchEnvironment(layout, { userAgent, pwaFlag, maxTouchPoints })).toEqual(expected);
  });
});
