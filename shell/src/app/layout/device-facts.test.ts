import { createMemoryStorage, LayoutStore, supportDevice } from '@casino/mf-shared';
import { readDeviceFacts, watchDeviceFacts } from './device-facts';

const WECHAT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

/** A window whose display mode and user agent a test decides. */
function fakeWindow(userAgent: string, standalone: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: standalone,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = {
    navigator: { userAgent },
    matchMedia: (query: string) => ({ ...media, matches: query === '(display-mode: standalone)' && media.matches }),
  };
  return {
    win: win as unknown as Window,
    install: () => {
      media.matches = true;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('device facts of the page (shell-and-public.md §9 device modes)', () => {
  it.each([
    [{}, 'Mozilla/5.0 Chrome/124.0', false, 390, 'mobile', 1],
    [{}, 'Mozilla/5.0 Chrome/124.0', false, 1280, 'desktop', 0],
    [{ pwa: 'ios' }, 'Mozilla/5.0 Mobile Safari', false, 390, 'app', 2],
    [{}, WECHAT, false, 390, 'wechat', 1],
    [{ pwa: '1' }, 'Mozilla/5.0 Chrome/124.0', false, 390, 'pwa', 1],
    [{}, 'Mozilla/5.0 Chrome/124.0', true, 1280, 'pwa', 0],
  ] as const)('storage %j, agent %s, standalone %p, %i px: mode %s, support_device %i', (stored, agent, standalone, width, mode, code) => {
    const layout = new LayoutStore(width);
    watchDeviceFacts(layout, createMemoryStorage({ ...stored }), fakeWindow(agent, standalone).win);
    expect(layout.mode).toBe(mode);
    expect(supportDevice(layout)).toBe(code);
  });

  it('follows the page when it is installed, until stopped', () => {
    const layout = new LayoutStore(390);
    const page = fakeWindow('Mozilla/5.0 Chrome/124.0', false);
    const stop = watchDeviceFacts(layout, createMemoryStorage(), page.win);
    expect(layout.mode).toBe('mobile');
    page.install();
    expect(layout.mode).toBe('pwa');
    stop();
    expect(page.listeners.size).toBe(0);
  });

  it('reads nothing from a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readDeviceFacts(refusing, fakeWindow('UA', false).win)).toEqual({ pwaFlag: null, standalone: false, userAgent: 'UA' });
  });
});
