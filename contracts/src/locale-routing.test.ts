import type { SiteConfig } from './boot';
import {
  adjustDefaultRoutes,
  alternateUrls,
  decideLocale,
  domainMatches,
  localeOrigin,
  localePath,
  siteLink,
  stripLocale,
} from './locale-routing';

type Routing = Pick<SiteConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains'>;

const base: Routing = {
  locales: ['en_US', 'zh_CN', 'vi_VN'],
  defaultLocale: 'en_US',
  localeStrategy: 'prefix_except_default',
  localeDomains: {},
  differentDomains: false,
};
const host = 'casino.example';

describe('locale routing', () => {
  it('builds and strips locale paths per strategy', () => {
    expect(localePath('/discount', 'zh_CN', base)).toBe('/zh_CN/discount');
    expect(localePath('/discount', 'en_US', base)).toBe('/discount');
    expect(localePath('/', 'vi_VN', { ...base, localeStrategy: 'prefix' })).toBe('/vi_VN');
    expect(localePath('/zh_CN/faq', 'vi_VN', base)).toBe('/vi_VN/faq');
    expect(localePath('/faq', 'vi_VN', { ...base, localeStrategy: 'no_prefix' })).toBe('/faq');
    expect(localePath('/discount/5?x=1#top', 'zh_CN', base)).toBe('/zh_CN/discount/5?x=1#top');
    expect(localePath('/?ref=1', 'vi_VN', { ...base, localeStrategy: 'prefix' })).toBe('/vi_VN?ref=1');
    expect(stripLocale('/zh_CN/faq/2', base)).toBe('/faq/2');
  });

  it('no_prefix: the cookie decides, else the default', () => {
    const config = { ...base, localeStrategy: 'no_prefix' as const };
    expect(decideLocale({ pathname: '/discount', host, cookieLocale: 'zh_CN', config })).toEqual({ locale: 'zh_CN' });
    expect(decideLocale({ pathname: '/discount', host, cookieLocale: 'ko_KR', config })).toEqual({ locale: 'en_US' });
  });

  it('prefix_except_default: the prefix decides and the default locale has no prefix', () => {
    expect(decideLocale({ pathname: '/vi_VN/faq', host, config: base })).toEqual({ locale: 'vi_VN' });
    expect(decideLocale({ pathname: '/faq', host, cookieLocale: 'zh_CN', config: base })).toEqual({ locale: 'en_US' });
    expect(decideLocale({ pathname: '/en_US/faq', search: '?x=1', host, config: base })).toEqual({ locale: 'en_US', redirect: '/faq?x=1' });
    expect(decideLocale({ pathname: '/ko_KR/faq', host, config: base })).toEqual({ locale: 'en_US', notFound: true });
  });

  it('prefix: an unprefixed path redirects to the cookie or default locale', () => {
    const config = { ...base, localeStrategy: 'prefix' as const };
    expect(decideLocale({ pathname: '/faq', host, cookieLocale: 'zh_CN', config })).toEqual({ locale: 'zh_CN', redirect: '/zh_CN/faq' });
    expect(decideLocale({ pathname: '/', host, config })).toEqual({ locale: 'en_US', redirect: '/en_US' });
  });

  it('prefix_and_default: both forms are valid', () => {
    const config = { ...base, localeStrategy: 'prefix_and_default' as const };
    expect(decideLocale({ pathname: '/faq', host, config })).toEqual({ locale: 'en_US' });
    expect(decideLocale({ pathname: '/en_US/faq', host, config })).toEqual({ locale: 'en_US' });
  });

  it('different domains: the host decides', () => {
    const config = { ...base, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.example', zh_CN: 'cn.casino.example' } };
    expect(decideLocale({ pathname: '/faq', host: 'vn.casino.example', config })).toEqual({ locale: 'vi_VN' });
    expect(decideLocale({ pathname: '/faq', host: 'other.example', config })).toEqual({ locale: 'en_US' });
  });

  it('different domains: a domain without a port names the host on any port', () => {
    const config = { ...base, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.test', zh_CN: 'cn.casino.test:8443' } };
    expect(domainMatches('vn.casino.test', 'VN.casino.test:8500')).toBe(true);
    expect(domainMatches('cn.casino.test:8443', 'cn.casino.test:8500')).toBe(false);
    expect(decideLocale({ pathname: '/', host: 'vn.casino.test:8500', config })).toEqual({ locale: 'vi_VN' });
    expect(decideLocale({ pathname: '/', host: 'cn.casino.test:8443', config })).toEqual({ locale: 'zh_CN' });
    expect(decideLocale({ pathname: '/', host: 'cn.casino.test', config })).toEqual({ locale: 'en_US' });
    // A prefix means nothing there, and the cookie of another language changes nothing.
    expect(decideLocale({ pathname: '/zh_CN/faq', host: 'vn.casino.test', cookieLocale: 'zh_CN', config })).toEqual({ locale: 'vi_VN' });
  });

  it("gives a locale's origin: its domain on the page's scheme and port, else the page's own", () => {
    const config = { ...base, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.test', zh_CN: 'cn.casino.test:8443' } };
    expect(localeOrigin('vi_VN', config, 'http://casino.test:8500')).toBe('http://vn.casino.test:8500');
    expect(localeOrigin('vi_VN', config, 'https://casino.test')).toBe('https://vn.casino.test');
    expect(localeOrigin('zh_CN', config, 'https://casino.test')).toBe('https://cn.casino.test:8443');
    expect(localeOrigin('en_US', config, 'https://casino.test')).toBe('https://casino.test');
    expect(localeOrigin('vi_VN', base, 'https://casino.test')).toBe('https://casino.test');
  });

  it('builds a link to share on the site base URL, else the page origin, with the locale prefix the strategy needs', () => {
    const invite = '/?invite=AB12&modal=register';
    const page = 'http://127.0.0.1:8600';
    const site = { ...base, baseUrl: 'https://casino.example/any/path' };
    expect(siteLink(invite, 'zh_CN', site, page)).toBe('https://casino.example/zh_CN?invite=AB12&modal=register');
    expect(siteLink(invite, 'en_US', site, page)).toBe('https://casino.example/?invite=AB12&modal=register');
    expect(siteLink(invite, 'en_US', { ...site, localeStrategy: 'prefix' }, page)).toBe(
      'https://casino.example/en_US?invite=AB12&modal=register',
    );
    expect(siteLink(invite, 'vi_VN', { ...site, localeStrategy: 'no_prefix' }, page)).toBe(
      'https://casino.example/?invite=AB12&modal=register',
    );
    expect(siteLink(invite, 'vi_VN', { ...site, baseUrl: '' }, page)).toBe('http://127.0.0.1:8600/vi_VN?invite=AB12&modal=register');
    const domains = { ...site, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.example' } };
    expect(siteLink('/?id=AG1001&modal=register', 'vi_VN', domains, page)).toBe('https://vn.casino.example/?id=AG1001&modal=register');
  });

  it('lists the URL of a path in each locale for hreflang links', () => {
    expect(alternateUrls('/zh_CN/faq', base, 'https://casino.test/ignored')).toEqual([
      { locale: 'en_US', href: 'https://casino.test/faq' },
      { locale: 'zh_CN', href: 'https://casino.test/zh_CN/faq' },
      { locale: 'vi_VN', href: 'https://casino.test/vi_VN/faq' },
    ]);
    expect(alternateUrls('/faq', { ...base, localeStrategy: 'no_prefix' }, 'https://casino.test')).toEqual([]);
    const domains = { ...base, differentDomains: true, localeDomains: { vi_VN: 'vn.casino.test' } };
    expect(alternateUrls('/faq', domains, 'https://casino.test')).toEqual([{ locale: 'vi_VN', href: 'https://vn.casino.test/faq' }]);
  });

  it('renames or removes default-marked routes under different domains', () => {
    const config = { ...base, differentDomains: true };
    const names = ['discount___en_US', 'discount___en_US___default', 'discount___zh_CN___default', 'faq___zh_CN'];
    expect(adjustDefaultRoutes(names, 'zh_CN', config)).toEqual(['discount___en_US', 'discount___zh_CN', 'faq___zh_CN']);
    expect(adjustDefaultRoutes(names, 'zh_CN', base)).toEqual(names);
  });
});
