import type { FastifyInstance } from 'fastify';
import { serverWith } from './routes/testing';
import { sitemapPaths } from './seo-files';

async function withServer(env: Record<string, string>, test: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const { app, cleanup } = await serverWith({ FIRST_DATA_TIMEOUT_MS: '0', LOG_LEVEL: 'silent', ...env });
  try {
    await test(app);
  } finally {
    await cleanup();
  }
}

/** Each <url> of a sitemap: its loc and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
  }));
}

describe('robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the member pages and /api, and names the sitemap on SITE_BASE_URL', async () => {
    await withServer({ SITE_BASE_URL: 'https://casino.example' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'other.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /user', 'Disallow: /Deposit']),
      );
      expect(lines).toEqual(expect.arrayContaining(['Disallow: /proxy', 'Disallow: /play', 'Sitemap: https://casino.example/sitemap.xml']));
      expect(lines.filter((line) => /^Disallow: \/(faq|discount|sponsor|app)?$/.test(line))).toEqual([]);
    });
  });

  it("names the request's origin without SITE_BASE_URL, and the member pages under every locale prefix", async () => {
    await withServer({ SITE_LOCALES: 'en_US,zh_CN', DEFAULT_LOCALE: 'en_US', LOCALE_STRATEGY: 'prefix_except_default' }, async (app) => {
      const body = (await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'vn.casino.example:8443' } })).body;
      expect(body).toContain('Sitemap: http://vn.casino.example:8443/sitemap.xml');
      expect(body).toContain('Disallow: /zh_CN/user\n');
      expect(body).toContain('Disallow: /en_US/Deposit\n');
      const head = await app.inject({ method: 'HEAD', url: '/robots.txt' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(head.body).toBe('');
    });
  });

  it("lists the sitemap's pages on the request's origin without SITE_BASE_URL, and refuses a Host that is no host name", async () => {
    await withServer({ SITE_LOCALES: 'en_US,zh_CN', DEFAULT_LOCALE: 'en_US', LOCALE_STRATEGY: 'prefix_except_default' }, async (app) => {
      const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'casino-b.example' } })).body;
      expect(sitemap).toContain('<loc>http://casino-b.example/zh_CN/faq</loc>');
      expect(sitemap).not.toContain('localhost');
      const bad = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'no host' } });
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages with a fixed path: no member, redirect, helper, game-only or detail page', () => {
    expect(sitemapPaths('development')).toEqual(['/', '/app', '/discount', '/faq', '/sponsor']);
  });

  it('lists each page in every locale of a prefix strategy with its hreflang alternates and x-default', async () => {
    await withServer(
      {
        SITE_LOCALES: 'en_US,zh_CN,vi_VN',
        DEFAULT_LOCALE: 'en_US',
        LOCALE_STRATEGY: 'prefix_except_default',
        SITE_BASE_URL: 'https://casino.example',
      },
      async (app) => {
        const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toMatch(
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
        );
        const urls = urlsOf(response.body);
        expect(urls).toHaveLength(5 * 3);
        expect(urls.map((url) => url.loc)).toEqual(
          expect.arrayContaining(['https://casino.example/', 'https://casino.example/zh_CN', 'https://casino.example/vi_VN/faq']),
        );
        const faq = urls.find((url) => url.loc === 'https://casino.example/zh_CN/faq');
        expect(faq?.alternates).toEqual({
          'en-US': 'https://casino.example/faq',
          'zh-CN': 'https://casino.example/zh_CN/faq',
          'vi-VN': 'https://casino.example/vi_VN/faq',
          'x-default': 'https://casino.example/faq',
        });
      },
    );
  });

  it('lists each page once under no_prefix (one address for every language), on the request origin', async () => {
    await withServer({ SITE_LOCALES: 'en_US,zh_CN' }, async (app) => {
      const urls = urlsOf((await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'casino.test' } })).body);
      expect(urls).toEqual(
        ['/', '/app', '/discount', '/faq', '/sponsor'].map((path) => ({ loc: `http://casino.test${path}`, alternates: {} })),
      );
    });
  });

  it('puts each language on its own domain on a different-domains site, and is compressed', async () => {
    await withServer(
      {
        SITE_LOCALES: 'en_US,zh_CN,vi_VN',
        DEFAULT_LOCALE: 'en_US',
        LOCALE_STRATEGY: 'prefix_except_default',
        LOCALE_DIFFERENT_DOMAINS: 'true',
        LOCALE_DOMAINS: 'vi_VN=vn.casino.example,en_US=casino.example',
        SITE_BASE_URL: 'https://casino.example',
      },
      async (app) => {
        const response = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } });
        expect(response.headers['content-encoding']).toBe('br');
        const plain = await app.inject({ method: 'GET', url: '/sitemap.xml' });
        const urls = urlsOf(plain.body);
        expect(urls.map((url) => url.loc)).toContain('https://vn.casino.example/discount');
        expect(urls.find((url) => url.loc === 'https://casino.example/discount')?.alternates).toEqual({
          'en-US': 'https://casino.example/discount',
          'vi-VN': 'https://vn.casino.example/discount',
          'x-default': 'https://casino.example/discount',
        });
        expect(plain.body).not.toContain('zh_CN');
        expect((await app.inject({ method: 'HEAD', url: '/sitemap.xml' })).statusCode).toBe(200);
      },
    );
  });
});
