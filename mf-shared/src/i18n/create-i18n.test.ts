import { createI18n, loadNamespace } from './create-i18n';
import { LOCALES, TRANSLATED_LOCALES, fromLanguageTag, localeCode, toLanguageTag } from './locales';

describe('locales', () => {
  it('numbers the eleven languages 0 to 10 in the spec order', () => {
    expect(LOCALES).toHaveLength(11);
    expect(localeCode('zh_TW')).toBe(0);
    expect(localeCode('en_US')).toBe(2);
    expect(localeCode('bn_BD')).toBe(10);
    expect(fromLanguageTag(toLanguageTag('vi_VN'))).toBe('vi_VN');
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
