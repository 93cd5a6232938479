/** The eleven interface languages, in the order of their numeric codes 0 to 10. */
export const LOCALES = ['zh_TW', 'zh_CN', 'en_US', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'] as const;

export type Locale = (typeof LOCALES)[number];

/** Locales whose message files ship with every namespace: all eleven (a missing key falls back to en-US). */
export const TRANSLATED_LOCALES: readonly Locale[] = LOCALES;

export const DEFAULT_LOCALE: Locale = 'en_US';

/** The i18next language every missing key falls back to. */
export const FALLBACK_LANGUAGE = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The numeric code of a locale (zh_TW 0 … bn_BD 10). */
export function localeCode(locale: Locale): number {
  return LOCALES.indexOf(locale);
}

/** The i18next language tag of a locale: en_US → en-US. */
export function toLanguageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** The locale of an i18next language tag: en-US → en_US; unknown tags give undefined. */
export function fromLanguageTag(tag: string): Locale | undefined {
  const candidate = tag.replace('-', '_');
  return isLocale(candidate) ? candidate : undefined;
}

/** Human names of the languages, each in its own language (for the switcher). */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  en_US: 'English',
  vi_VN: 'Tiếng Việt',
  ko_KR: '한국어',
  ja_JP: '日本語',
  th_TH: 'ไทย',
  hi_IN: 'हिन्दी',
  my_MM: 'မြန်မာ',
  ta_IN: 'தமிழ்',
  bn_BD: 'বাংলা',
};
