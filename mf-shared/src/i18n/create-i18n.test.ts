import { createI18n, loadNamespace } from './create-i18n';
import { LOCALES, TRANSLATED_LOCALES, fromLanguageTag, localeCode, toLanguageTag } from './locales';
import en from '../../locales/en_US.json';
import zh from '../../locales/zh_CN.json';
import vi from '../../locales/vi_VN.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('numbers the eleven languages 0 to 10 in the spec order', () => {
    expect(LOCALES).toHaveLength(11);
    expect(localeCode('zh_TW')).toBe(0);
    expect(localeCode('en_US')).toBe(2);
    expect(localeCode('bn_BD')).toBe(10);
    expect(fromLanguageTag(toLanguageTag('vi_VN'))).toBe('vi_VN');
    expect(fromLanguageTag('xx-YY')).toBeUndefined();
  });

  it('ships every common key in en_US, zh_CN and vi_VN', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(vi).sort()).toEqual(keys(en).sort());
    expect(TRANSLATED_LOCALES).toEqual(['en_US', 'zh_CN', 'vi_VN']);
  });
});

describe('loadNamespace', () => {
  const messages: Record<string, Record<string, unknown>> = {
    en_US: { hello: 'Hello', onlyEn: 'English only' },
    zh_CN: { hello: '你好' },
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

  it('falls back to en-US for a language without message files', async () => {
    const i18n = await createI18n('ko_KR');
    await loadNamespace(i18n, 'demo', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'demo' })).toBe('Hello');
  });
});
