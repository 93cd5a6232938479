import { ADDED_LANGUAGES, LANGUAGES, type AddedLang, type Lang, type Localized } from '../http/lang';
import type { SandboxCatalogue } from './catalogue';
import { bn_BD } from './bn-bd';
import { hi_IN } from './hi-in';
import { ja_JP } from './ja-jp';
import { ko_KR } from './ko-kr';
import { my_MM } from './my-mm';
import { ta_IN } from './ta-in';
import { th_TH } from './th-th';
import { zh_TW } from './zh-tw';

export type { SandboxCatalogue } from './catalogue';

/** The catalogue of each language beyond en_US, zh_CN and vi_VN (those are written beside each text). */
export const CATALOGUES: Record<AddedLang, SandboxCatalogue> = { zh_TW, ko_KR, ja_JP, th_TH, hi_IN, my_MM, ta_IN, bn_BD };

/**
 * A seeded text in all eleven languages: en_US, zh_CN and vi_VN as written, the other eight from
 * each catalogue's `content`, by the English text. A text missing from a catalogue stops the seed
 * with its name, so no player reads English where their language should be.
 */
export function localized(en_US: string, zh_CN: string, vi_VN: string): Localized {
  const added = ADDED_LANGUAGES.map((lang) => {
    const text = CATALOGUES[lang].content[en_US];
    if (text === undefined) throw new Error(`src/locales/${catalogueFile(lang)} has no content text for "${en_US}"`);
    return [lang, text] as const;
  });
  return { en_US, zh_CN, vi_VN, ...Object.fromEntries(added) } as Localized;
}

/** The same text in every language (a brand, a code, a hostile sample that must stay as it is). */
export function sameEverywhere(text: string): Localized {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, text])) as Localized;
}

/** A localized text with each language's text changed by `change` (a number appended, a name filled in). */
export function mapLocalized(texts: Localized, change: (text: string, lang: Lang) => string): Localized {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, change(texts[lang], lang)])) as Localized;
}

/** The file of a language's catalogue (zh_TW → zh-tw.ts). */
export function catalogueFile(lang: AddedLang): string {
  return `${lang.toLowerCase().replace('_', '-')}.ts`;
}
