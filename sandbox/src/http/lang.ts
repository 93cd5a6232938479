/** The interface languages of the product, in the order of their numeric codes 0..10. */
export const LANGUAGES = ['zh_TW', 'zh_CN', 'en_US', 'vi_VN', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** A text in every interface language: the sandbox's messages and seeded content speak all eleven. */
export type Localized = Record<Lang, string>;

/**
 * The languages of the original product, written beside en_US where a text is declared; the
 * other eight come from the sandbox's catalogues (src/locales/<lang>.ts: zh-tw.ts, th-th.ts…).
 */
export const ORIGINAL_LANGUAGES = ['en_US', 'zh_CN', 'vi_VN'] as const;
export type OriginalLang = (typeof ORIGINAL_LANGUAGES)[number];
export type OriginalTexts = Record<OriginalLang, string>;
export const ADDED_LANGUAGES = ['zh_TW', 'ko_KR', 'ja_JP', 'th_TH', 'hi_IN', 'my_MM', 'ta_IN', 'bn_BD'] as const;
export type AddedLang = (typeof ADDED_LANGUAGES)[number];

export const FALLBACK_LANG: Lang = 'en_US';

export function isOriginalLang(lang: Lang): lang is OriginalLang {
  return (ORIGINAL_LANGUAGES as readonly string[]).includes(lang);
}

/** Reads a `lang` header or payload value ('zh_CN', 'zh-CN' or a code 0..10); unknown values give en_US. */
export function parseLang(value: unknown): Lang {
  if (typeof value === 'number' && Number.isInteger(value)) return LANGUAGES[value] ?? FALLBACK_LANG;
  if (typeof value !== 'string') return FALLBACK_LANG;
  const normalized = value.trim().replace('-', '_');
  if (/^\d+$/.test(normalized)) return LANGUAGES[Number(normalized)] ?? FALLBACK_LANG;
  return LANGUAGES.find((l) => l.toLowerCase() === normalized.toLowerCase()) ?? FALLBACK_LANG;
}

/** Picks a text in the language, falling back to en_US, then to any text present. */
export function pick(texts: Partial<Record<string, string>> | null | undefined, lang: Lang): string {
  if (!texts) return '';
  return texts[lang] ?? texts[FALLBACK_LANG] ?? Object.values(texts).find((t) => t !== undefined) ?? '';
}

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.includes(FALLBACK_LANG) && keys.every((k) => (LANGUAGES as readonly string[]).includes(k));
}

/** Replaces every localized leaf ({ en_US, zh_CN, … }) of a stored document by its text in `lang`. */
export function localizeDeep(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, lang));
  if (value !== null && typeof value === 'object') {
    if (isLocalized(value)) return pick(value, lang);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeDeep(v, lang)]));
  }
  return value;
}
