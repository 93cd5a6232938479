import { isRouteErrorResponse } from '@casino/mf-shared';
import { createTestRoot } from '@casino/mf-shared/testing';
import { hydrationDataOf, messagesReady, namespaceOf } from './hydration';

describe('hydrationDataOf', () => {
  const ssr = { device: 'desktop' as const, loaderData: { root: null } };

  it("is the server's loader data", () => {
    expect(hydrationDataOf(ssr, false)).toEqual({ loaderData: { root: null } });
  });

  it("carries an unknown path's 404 as the root route's error, which the error page reads as such", () => {
    const data = hydrationDataOf(ssr, true);
    expect(data.loaderData).toEqual({ root: null });
    const error = data.errors?.root;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404 });
  });
});

describe('messagesReady', () => {
  it("resolves once the namespace is there in the page's language and the fallback", async () => {
    const { i18n } = await createTestRoot({ locale: 'zh_CN' });
    const ready = messagesReady(i18n, 'home', 5000);
    i18n.addResourceBundle('en-US', 'home', { a: 'A' });
    i18n.addResourceBundle('zh-CN', 'home', { a: '甲' });
    await expect(ready).resolves.toBe(true);
    await expect(messagesReady(i18n, 'home', 0)).resolves.toBe(true);
  });

  it('gives up after its time', async () => {
    jest.useFakeTimers();
    try {
      const { i18n } = await createTestRoot();
      const ready = messagesReady(i18n, 'games', 1000);
      jest.advanceTimersByTime(1000);
      await expect(ready).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it("names a remote's namespace after the remote", () => {
    expect(namespaceOf('mf_home/HomePage')).toBe('home');
    expect(namespaceOf('mf_games/GameHallPage')).toBe('games');
  });
});
