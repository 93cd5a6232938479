import { testSiteConfig } from '@casino/mf-shared/testing';
import { localeSwitch, switchableLocales } from './locale-switcher';

const domains = testSiteConfig({
  localeStrategy: 'prefix_except_default',
  differentDomains: true,
  localeDomains: { en_US: 'casino.test', vi_VN: 'vn.casino.test' },
});

describe('the language switch', () => {
  it('on different domains goes to the same page on the locale’s domain, keeping scheme, port, path and query', () => {
    expect(localeSwitch('vi_VN', 'http://casino.test:8500/gameHall/3?gp=1#top', domains)).toEqual({
      kind: 'domain',
      href: 'http://vn.casino.test:8500/gameHall/3?gp=1#top',
    });
    expect(localeSwitch('en_US', 'https://vn.casino.test/user/Info', domains)).toEqual({
      kind: 'domain',
      href: 'https://casino.test/user/Info',
    });
  });

  it('on different domains offers only the locales with a domain', () => {
    expect(switchableLocales(domains, 'en_US')).toEqual(['en_US', 'vi_VN']);
    expect(switchableLocales(testSiteConfig(), 'en_US')).toEqual(['en_US', 'zh_CN', 'vi_VN']);
  });

  it.each([
    ['prefix_except_default', 'vi_VN', 'http://casino.test/zh_CN/faq?x=1', '/vi_VN/faq?x=1'],
    ['prefix_except_default', 'en_US', 'http://casino.test/zh_CN/faq', '/faq'],
    ['prefix', 'en_US', 'http://casino.test/zh_CN', '/en_US'],
    ['prefix_and_default', 'zh_CN', 'http://casino.test/discount', '/zh_CN/discount'],
    ['no_prefix', 'zh_CN', 'http://casino.test/discount', '/discount'],
  ] as const)('under %s to %s from %s moves to %s', (localeStrategy, locale, href, path) => {
    expect(localeSwitch(locale, href, testSiteConfig({ localeStrategy }))).toEqual({ kind: 'path', path });
  });
});
