import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contracts';

/** The shell's locale files: the limit messages are the shell namespace's `edgeLimit.*` keys. */
const LOCALES_DIR = path.resolve(__dirname, '../../../src/locales');

type Texts = Record<string, string>;

function readTexts(locale: Locale): Texts | null {
  const file = path.join(LOCALES_DIR, `${locale}.json`);
  if (!fs.existsSync(file)) return null;
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as { edgeLimit?: Texts };
  return all.edgeLimit ?? null;
}

const texts = new Map<Locale, Texts>();
for (const locale of LOCALES) {
  const found = readTexts(locale);
  if (found) texts.set(locale, found);
}

/** The page's language from the `lang` header the request client sends (en_US, en-US or a code 0–10); else the default. */
export function requestLocale(header: string | string[] | undefined): Locale {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().replace('-', '_') ?? '';
  if (/^\d+$/.test(raw)) return LOCALES[Number(raw)] ?? DEFAULT_LOCALE;
  return LOCALES.find((locale) => locale.toLowerCase() === raw.toLowerCase()) ?? DEFAULT_LOCALE;
}

function text(locale: Locale, key: string): string {
  return texts.get(locale)?.[key] ?? texts.get(DEFAULT_LOCALE)?.[key] ?? key;
}

/** A counted text: `<key>_<plural category>` by the language's plural rules, `_other` when the language has no such form. */
function counted(locale: Locale, key: string, count: number): string {
  const category = new Intl.PluralRules(locale.replace('_', '-')).select(count);
  const own = texts.get(locale);
  const template = own?.[`${key}_${category}`] ?? own?.[`${key}_other`] ?? text(DEFAULT_LOCALE, `${key}_${count === 1 ? 'one' : 'other'}`);
  return template.replace(/\{\{\s*count\s*\}\}/g, new Intl.NumberFormat(locale.replace('_', '-')).format(count));
}

/** "Too many attempts. Try again in 45 seconds / 15 minutes." in the request's language. */
export function lockedMessage(locale: Locale, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return counted(locale, 'lockedSeconds', Math.max(1, retryAfterSeconds));
  return counted(locale, 'lockedMinutes', Math.ceil(retryAfterSeconds / 60));
}

/** The refusal of a request body over the limit (HTTP 413), in the request's language. */
export function tooLargeMessage(locale: Locale): string {
  return text(locale, 'tooLarge');
}

/** The refusal while the counters cannot be read (Redis down). */
export function unavailableMessage(locale: Locale): string {
  return text(locale, 'unavailable');
}
