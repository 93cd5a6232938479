import { renderHook } from '@testing-library/react';
import { createTestRoot } from '@casino/mf-shared/testing';
import type { AppRouter } from '../app-router';
import { useDocumentMeta } from './use-document-meta';

/** A router as the hook sees it: the location shown and a way to hear of the next one. */
function fakeRouter(pathname: string) {
  const listeners = new Set<() => void>();
  const router = {
    state: { location: { pathname } },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    router: router as unknown as AppRouter,
    navigate(to: string) {
      router.state.location.pathname = to;
      for (const listener of listeners) listener();
    },
  };
}

const links = () => ({
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
    (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
  ),
});

describe('useDocumentMeta: canonical and hreflang links', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('follow an in-app navigation and a language change, and leave a member page without them', async () => {
    const { store } = await createTestRoot({
      config: {
        locales: ['en_US', 'zh_CN'],
        defaultLocale: 'en_US',
        localeStrategy: 'prefix_except_default',
        baseUrl: 'https://casino.example',
      },
    });
    // What the server wrote for the first page stays until the page changes.
    const first = document.createElement('link');
    first.rel = 'canonical';
    first.href = 'https://casino.example/';
    document.head.appendChild(first);
    const { router, navigate } = fakeRouter('/');
    renderHook(() => useDocumentMeta(store, router));
    expect(links().canonical).toBe('https://casino.example/');

    navigate('/faq');
    expect(links()).toEqual({
      canonical: 'https://casino.example/faq',
      alternates: ['en-US https://casino.example/faq', 'zh-CN https://casino.example/zh_CN/faq', 'x-default https://casino.example/faq'],
    });

    store.locale.setLocale('zh_CN');
    navigate('/zh_CN/discount');
    expect(links()).toEqual({
      canonical: 'https://casino.example/zh_CN/discount',
      alternates: [
        'en-US https://casino.example/discount',
        'zh-CN https://casino.example/zh_CN/discount',
        'x-default https://casino.example/discount',
      ],
    });

    navigate('/zh_CN/user/Info');
    expect(links()).toEqual({ canonical: null, alternates: [] });
  });

  it("are written on the page's own origin when the site has no SITE_BASE_URL", async () => {
    const { store } = await createTestRoot({
      config: { locales: ['en_US', 'zh_CN'], defaultLocale: 'en_US', localeStrategy: 'prefix_except_default', baseUrl: '' },
    });
    const { router, navigate } = fakeRouter('/');
    renderHook(() => useDocumentMeta(store, router));
    navigate('/faq');
    const origin = window.location.origin;
    expect(links()).toEqual({
      canonical: `${origin}/faq`,
      alternates: [`en-US ${origin}/faq`, `zh-CN ${origin}/zh_CN/faq`, `x-default ${origin}/faq`],
    });
  });
});
