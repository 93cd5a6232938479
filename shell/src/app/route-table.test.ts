import { testSiteConfig } from '@casino/mf-shared/testing';
import { isServerDrawn, resolvePath, routeIds, routeName, routeTable } from './route-table';

const rules = [{ path: '/old-promo', redirect: '/discount' }];

describe('resolvePath', () => {
  it.each([
    // [strategy, environment, path, kind, route path, locale]
    ['no_prefix', 'development', '/', 'route', '/', undefined],
    ['no_prefix', 'development', '/Discount/7/', 'route', '/discount/:id', undefined],
    ['no_prefix', 'development', '/user/Deposit/Bank', 'route', '/user/*', undefined],
    ['no_prefix', 'development', '/zh_CN/discount', 'not-found', undefined, undefined],
    ['no_prefix', 'development', '/discount/7/extra', 'not-found', undefined, undefined],
    ['no_prefix', 'development', '/register', 'not-found', undefined, undefined],
    ['no_prefix', 'production', '/register', 'route', '/register', undefined],
    ['no_prefix', 'development', '/old-promo', 'rule', undefined, undefined],
    ['no_prefix', 'development', '/old-promo/', 'not-found', undefined, undefined],
    ['prefix_except_default', 'development', '/zh_CN/discount', 'route', '/discount', 'zh_CN'],
    ['prefix_except_default', 'development', '/zh_CN', 'route', '/', 'zh_CN'],
    ['prefix_except_default', 'development', '/discount', 'route', '/discount', undefined],
    ['prefix_except_default', 'development', '/ko_KR/discount', 'not-found', undefined, undefined],
    ['prefix_except_default', 'development', '/ZH_CN/discount', 'not-found', undefined, undefined],
    ['prefix_except_default', 'development', '/xx/discount', 'not-found', undefined, undefined],
    ['prefix', 'development', '/vi_VN/gameHall/3', 'route', '/gameHall/:id', 'vi_VN'],
    ['prefix_and_default', 'development', '/en_US/faq', 'route', '/faq', 'en_US'],
  ] as const)('%s, %s: %s is %s', (localeStrategy, environment, path, kind, routePath, locale) => {
    const resolved = resolvePath(path, testSiteConfig({ localeStrategy, environment, routeRules: rules }));
    expect(resolved.kind).toBe(kind);
    if (resolved.kind === 'route') {
      expect(resolved.entry.path).toBe(routePath);
      expect(resolved.locale).toBe(locale);
    }
    if (resolved.kind === 'rule') expect(resolved.redirect).toBe('/discount');
  });

  it('strips no prefix on different domains (the domain names the locale)', () => {
    const config = testSiteConfig({ localeStrategy: 'prefix_except_default', differentDomains: true });
    expect(resolvePath('/zh_CN/discount', config).kind).toBe('not-found');
    expect(resolvePath('/discount', config).kind).toBe('route');
  });
});

describe('route names on different domains', () => {
  it('names a route after its path', () => {
    expect(routeTable.map(routeName)).toEqual(expect.arrayContaining(['index', 'discount-id', 'user-all', 'gameHall-id']));
    expect(new Set(routeTable.map(routeName)).size).toBe(routeTable.length);
  });

  it.each(['prefix_except_default', 'prefix_and_default'] as const)(
    'under %s keeps each route once, as the default route of the domain locale, renamed (adjustDefaultRoutes)',
    (localeStrategy) => {
      const config = testSiteConfig({ localeStrategy, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.test' } });
      const vn = routeIds(config, 'vi_VN');
      expect(vn.get('/faq/:id')).toBe('faq-id___vi_VN');
      expect(vn.get('/')).toBe('index___vi_VN');
      expect(routeIds(config, 'zh_CN').get('/faq/:id')).toBe('faq-id___zh_CN');
      expect(new Set(vn.values()).size).toBe(routeTable.length);
    },
  );

  it('leaves the names alone under another strategy or on one domain', () => {
    expect(routeIds(testSiteConfig({ localeStrategy: 'no_prefix', differentDomains: true }), 'vi_VN').get('/faq/:id')).toBe('faq-id');
    expect(routeIds(testSiteConfig({ localeStrategy: 'prefix_except_default' }), 'vi_VN').get('/faq/:id')).toBe('faq-id');
  });
});

describe('isServerDrawn', () => {
  const config = testSiteConfig({ routeRules: rules });
  it.each([
    // Public pages with their content, member-only pages as a skeleton, the error page of an unknown path.
    ['/', true],
    ['/discount/7', true],
    ['/faq/3', true],
    ['/main/2', true],
    ['/slotgame', true],
    ['/user/Deposit/Bank', true],
    ['/proxy', true],
    ['/no-such-page', true],
    // Redirects, route rules and the popup helpers are not pages.
    ['/fastDeposit', false],
    ['/gameHall', false],
    ['/old-promo', false],
    ['/loading', false],
    ['/authCallback', false],
  ])('%s: %s', (path, drawn) => {
    expect(isServerDrawn(resolvePath(path, config))).toBe(drawn);
  });
});
