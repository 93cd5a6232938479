import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { serverWith } from './routes/testing';

/** The Set-Cookie values of an answer, as a list. */
function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The one Set-Cookie of `name`. */
function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookies(response).find((value) => value.startsWith(`${name}=`));
}

const BASE = { FIRST_DATA_TIMEOUT_MS: '0', LOG_LEVEL: 'silent' };

/** Runs `test` against a real server built from these settings, closed afterwards. */
async function withServer(env: Record<string, string>, test: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const { app, cleanup } = await serverWith({ ...BASE, ...env });
  try {
    await test(app);
  } finally {
    await cleanup();
  }
}

describe('the middleware answered by the server', () => {
  it.each(['GET', 'HEAD'] as const)('%s /fastDeposit: 302 home with the session flag cookie', async (method) => {
    await withServer({}, async (app) => {
      const response = await app.inject({ method, url: '/fastDeposit' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(setCookies(response)).toEqual(['isFastDeposit=true; Path=/; SameSite=Lax']);
      expect(response.body).toBe('');
    });
  });

  it('/register: in production 302 home with its flag; elsewhere the 404 page and no cookie', async () => {
    await withServer({ SITE_ENV: 'production' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/register' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(setCookies(response)).toEqual(['isRouteRegister=true; Path=/; SameSite=Lax']);
    });
    await withServer({ SITE_ENV: 'development' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/register' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('casino-boot');
      expect(setCookies(response)).toEqual([]);
    });
  });

  it.each([
    ['/main', 302],
    ['/gameHall/', 302],
    ['/slotgame', 302],
    ['/slotgame?gp_id=', 302],
    ['/slotgame?gp_id=PG', 200],
    ['/main/2', 200],
    ['/gameHall/3', 200],
  ])('exact %s: %i', async (url, status) => {
    await withServer({}, async (app) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(status);
        if (status === 302) expect(response.headers.location).toBe('/');
      }
    });
  });

  it.each([
    ['prefix_except_default', '/vi_VN/main', undefined, '/vi_VN'],
    // Unprefixed is the default language under prefix_except_default, whatever the cookie says.
    ['prefix_except_default', '/fastDeposit', 'vi_VN', '/'],
    ['prefix', '/fastDeposit', 'vi_VN', '/vi_VN'],
    ['prefix_except_default', '/main', undefined, '/'],
    ['prefix', '/main', 'zh_CN', '/zh_CN'],
    ['prefix', '/en_US/gameHall', 'zh_CN', '/en_US'],
    ['prefix_and_default', '/zh_CN/slotgame', undefined, '/zh_CN'],
  ] as const)('under %s %s (cookie %s) goes home in its language: %s', async (strategy, url, cookie, home) => {
    await withServer({ SITE_LOCALES: 'en_US,zh_CN,vi_VN', DEFAULT_LOCALE: 'en_US', LOCALE_STRATEGY: strategy }, async (app) => {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie: `i18n_redirected=${cookie}` } : {} });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(home);
    });
  });

  it('follows the route rules: an internal one under the locale, an external one as it is, without the query cookies', async () => {
    const rules = JSON.stringify([
      { path: '/old-promo', redirect: '/discount' },
      { path: '/partner', redirect: 'https://partner.example/landing?from=casino' },
    ]);
    await withServer(
      { ROUTE_RULES: rules, SITE_LOCALES: 'en_US,zh_CN', DEFAULT_LOCALE: 'en_US', LOCALE_STRATEGY: 'prefix' },
      async (app) => {
        const internal = await app.inject({ method: 'GET', url: '/old-promo?id=9', headers: { cookie: 'i18n_redirected=zh_CN' } });
        expect(internal.statusCode).toBe(302);
        expect(internal.headers.location).toBe('/zh_CN/discount');
        expect(setCookies(internal)).toEqual([]);
        const external = await app.inject({ method: 'HEAD', url: '/partner' });
        expect(external.statusCode).toBe(302);
        expect(external.headers.location).toBe('https://partner.example/landing?from=casino');
        // Exact paths only, as the client's middleware matches them.
        expect((await app.inject({ method: 'GET', url: '/old-promo/x' })).statusCode).toBe(404);
      },
    );
  });

  it("keeps an agent link's introducer the site's LINK_EXPIRE_TIME minutes and its currency a day, on the page itself", async () => {
    await withServer({ LINK_EXPIRE_TIME: '10' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/?id=A%2077&currency=VND' });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, 'register_type')).toMatch(/^register_type=agent; Path=\/; Expires=[^;]+ GMT; Max-Age=600; SameSite=Lax$/);
      expect(cookieOf(response, 'member_agent')).toMatch(/^member_agent=A%2077; .*Max-Age=600;/);
      expect(cookieOf(response, 'recommend_code')).toBe(
        'recommend_code=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; SameSite=Lax',
      );
      expect(cookieOf(response, 'ccy')).toMatch(/^ccy=VND; .*Max-Age=86400; SameSite=Lax$/);
      const expires = Date.parse(/Expires=([^;]+)/.exec(cookieOf(response, 'member_agent') ?? '')?.[1] ?? '');
      expect(Math.abs(expires - (Date.now() + 600_000))).toBeLessThan(5_000);
    });
  });

  it("keeps a friend's recommend code instead of an agent, and goes on to a redirect-only path's own cookie", async () => {
    await withServer({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/fastDeposit?invite=R1001' });
      expect(response.statusCode).toBe(302);
      expect(cookieOf(response, 'register_type')).toMatch(/^register_type=recommend; .*Max-Age=1800;/);
      expect(cookieOf(response, 'recommend_code')).toMatch(/^recommend_code=R1001; /);
      expect(cookieOf(response, 'member_agent')).toMatch(/^member_agent=; .*Max-Age=0;/);
      expect(cookieOf(response, 'isFastDeposit')).toBe('isFastDeposit=true; Path=/; SameSite=Lax');
      expect(cookieOf(response, 'ccy')).toBeUndefined();
    });
  });

  it('?currency= alone sets the site currency only when it is a currency code; a plain page sets nothing', async () => {
    await withServer({}, async (app) => {
      expect(cookieOf(await app.inject({ method: 'GET', url: '/faq?currency=USD' }), 'ccy')).toMatch(/^ccy=USD; /);
      expect(setCookies(await app.inject({ method: 'GET', url: '/faq?currency=usd' }))).toEqual([]);
      expect(setCookies(await app.inject({ method: 'GET', url: '/faq' }))).toEqual([]);
    });
  });

  it('marks the cookies Secure when the visitor came over https (behind the trusted proxy)', async () => {
    await withServer({ TRUST_PROXY: '1' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/fastDeposit?id=7', headers: { 'x-forwarded-proto': 'https' } });
      expect(setCookies(response).length).toBeGreaterThan(0);
      for (const cookie of setCookies(response)) expect(cookie).toMatch(/; Secure$/);
      const plain = await app.inject({ method: 'GET', url: '/fastDeposit' });
      expect(cookieOf(plain, 'isFastDeposit')).not.toContain('Secure');
    });
  });
});
