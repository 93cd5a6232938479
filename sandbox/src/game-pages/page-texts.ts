import { isOriginalLang, type Lang } from '../http/lang';
import { CATALOGUES } from '../locales';
import { PAGE_TEXTS, type PageTextKey } from './page-text-table';

export { PAGE_TEXT_KEYS, type PageTextKey } from './page-text-table';

/** A page text in `lang`, its {placeholders} unfilled. */
export function pageTemplate(key: PageTextKey, lang: Lang): string {
  return isOriginalLang(lang) ? PAGE_TEXTS[key][lang] : CATALOGUES[lang].pages[key];
}

/** A page text in `lang` with its {placeholders} filled. */
export function pageText(key: PageTextKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return pageTemplate(key, lang).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The `lang` attribute of a page in `lang`. */
export const HTML_LANG: Record<Lang, string> = {
  zh_TW: 'zh-TW',
  zh_CN: 'zh-CN',
  en_US: 'en',
  vi_VN: 'vi',
  ko_KR: 'ko',
  ja_JP: 'ja',
  th_TH: 'th',
  hi_IN: 'hi',
  my_MM: 'my',
  ta_IN: 'ta',
  bn_BD: 'bn',
};

/** Money as a page in `lang` shows it: grouped, two decimals. */
export function formatMoney(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(HTML_LANG[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
