import { isOriginalLang, type Lang } from './lang';
import { CATALOGUES } from '../locales';
import { MESSAGES, type MessageKey } from './message-table';

export { MESSAGE_KEYS, type MessageKey } from './message-table';
export type MessageParams = Record<string, string | number>;

/** The message's text in a language, its {placeholders} unfilled. */
export function messageTemplate(key: MessageKey, lang: Lang): string {
  return isOriginalLang(lang) ? MESSAGES[key][lang] : CATALOGUES[lang].messages[key];
}

/** The message in the request's language. */
export function translate(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  const template = messageTemplate(key, lang);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
