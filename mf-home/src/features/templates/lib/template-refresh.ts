import { LOCALES, isLocale, type BusEvents, type Locale } from '@casino/contracts';
import type { TemplateKind } from '../api/get-template-list';

/** The locale a template event names: en_US, en-US or the product's numeric code 0–10; else undefined. */
export function eventLocale(language: unknown): Locale | undefined {
  if (typeof language === 'number') return LOCALES[language];
  if (typeof language !== 'string') return undefined;
  const text = language.trim();
  if (/^\d{1,2}$/.test(text)) return LOCALES[Number(text)];
  const candidate = text.replace('-', '_');
  return isLocale(candidate) ? candidate : undefined;
}

/**
 * Whether a `realtime:template-changed` event refreshes the list of `kind` shown in `locale`:
 * the ads (model_setting) only for the page's language or when the event names none; sponsor and
 * login lists on every event of their kind (the spec puts no language rule on them).
 */
export function shouldRefreshTemplate(event: BusEvents['realtime:template-changed'], kind: TemplateKind, locale: Locale): boolean {
  if (event.kind !== kind) return false;
  if (kind !== 'model_setting' || event.language === undefined || event.language === '') return true;
  return eventLocale(event.language) === locale;
}
