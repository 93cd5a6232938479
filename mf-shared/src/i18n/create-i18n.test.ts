import { createI18n, loadNamespace } from './create-i18n';
import { LOCALES, TRANSLATED_LOCALES, fromLanguageTag, localeCode, toLanguageTag } from '@casino/contracts';

describe('locales', () => {
  // shell-and-public.md §3: "zh_TW, zh_CN, en_US, vi_VN, ko_KR, ja_JP, th_TH, hi_IN, my_MM, ta_IN,
  // bn_BD, mapped to codes 0 to 10 in that order" — written out here, not read from LOCALES.
  const specCodes = [
    ['zh_TW', 0, 'zh-TW'],
    ['zh_CN', 1, 'zh-CN'],
    ['en_US', 2, 'en-US'],
    ['vi_VN', 3, 'vi-VN'],
    ['ko_KR', 4, 'ko-KR'],
    ['ja_JP', 5, 'ja-JP'],
    ['th_TH', 6, 'th-TH'],
    ['hi_IN', 7, 'hi-IN'],
    ['my_MM', 8, 'my-MM'],
    ['ta_IN', 9, 'ta-IN'],
    ['bn_BD', 10, 'bn-BD'],
  ] as const;

  it('numbers the eleven languages 0 to 10 in the spec order', () => {
    expect(LOCALES).toHaveLength(11);
    expect(specCodes.map(([locale]) => localeCode(locale))).toEqual(specCodes.map(([, code]) => code));
    expect(LOCALES.map((locale, index) => [locale, index])).toEqual(specCodes.map(([locale, code]) => [locale, code]));
  });

  it.each(specCodes)('writes %s (code %i) as the language tag %s and reads it back', (locale, _code, tag) => {
    expect(toLanguageTag(locale)).toBe(tag);
    expect(fromLanguageTag(tag)).toBe(locale);
  });

  it('knows no other language tag', () => {
    expect(fromLanguageTag('xx-YY')).toBeUndefined();
  });

  it('loads message files for all eleven languages (common-locales.test.ts checks they are complete)', () => {
    expect(TRANSLATED_LOCALES).toEqual(LOCALES);
  });
});

describe('loadNamespace', () => {
  const messages: Record<string, Record<string, unknown>> = {
    en_US: { hello: 'Hello', onlyEn: 'English only' },
    zh_CN: { hello: '你好' },
    my_MM: { hello: 'မင်္ဂလာပါ' },
  };
  const loader = jest.fn(async (locale: string) => {
    const found = messages[locale];
    if (!found) throw new Error(`no file for ${locale}`);
    return { default: found };
  });

  beforeEach(() => loader.mockClear());

  it('loads the current language and the en-US fallback once', async () => {
    const i18n = await createI18n('zh_CN');
    await loadNamespace(i18n, 'demo', loader);
    await loadNamespace(i18n, 'demo', loader);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(i18n.t('hello', { ns: 'demo' })).toBe('你好');
    expect(i18n.t('onlyEn', { ns: 'demo' })).toBe('English only');
  });

  it('loads the messages of every language, Burmese too, not only en-US', async () => {
    const i18n = await createI18n('my_MM');
    await loadNamespace(i18n, 'demo', loader);
    expect(loader.mock.calls.map(([locale]) => locale).sort()).toEqual(['en_US', 'my_MM']);
    expect(i18n.t('hello', { ns: 'demo' })).toBe('မင်္ဂလာပါ');
    expect(i18n.t('onlyEn', { ns: 'demo' })).toBe('English only');
  });
});
