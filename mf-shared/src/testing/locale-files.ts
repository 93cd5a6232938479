import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@casino/contracts';

type Messages = { [key: string]: string | Messages };

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A message tree's keys with i18next plural forms folded: `letters.count_one` and
 * `letters.count_other` become `letters.count` with the forms [one, other]; other keys have none.
 */
function pluralKeys(messages: Messages): Map<string, string[]> {
  const all = leaves(messages).map(([key]) => key);
  const bases = new Set(all.filter((key) => key.endsWith('_other')).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const folded = new Map<string, string[]>();
  for (const key of all) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && bases.has(base)) folded.set(base, [...(folded.get(base) ?? []), key.slice(base.length + 1)].sort());
    else folded.set(key, []);
  }
  return folded;
}

/** The plural forms i18next asks for in a language (en: one, other; zh and vi: other only). */
const pluralForms = (locale: string) => [...new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories].sort();

/** A text with nothing to translate: placeholders, digits, punctuation and spaces only. */
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

/** The message file of a locale in a folder, or undefined when the folder has none. */
function readMessages(dir: string, locale: Locale): Messages | undefined {
  const file = join(dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : undefined;
}

export interface LocaleFileOptions {
  /** A source tree whose literal `t('…')` keys must all exist in en_US. */
  sources?: string;
  /** Keys built at run time that must exist in en_US. */
  keys?: readonly string[];
  /**
   * The reviewed keys whose text may equal en_US's: brand and provider names and currency codes
   * in every language (`'all'`), a loanword only in the languages that use it (a list). A plural
   * key is named without its `_one`/`_other` suffix.
   */
  sameAsEnglish?: Readonly<Record<string, 'all' | readonly Locale[]>>;
}

/** Whether a reviewed list lets a key keep its English text in a language. */
function mayStayEnglish(key: string, locale: Locale, allowed: LocaleFileOptions['sameAsEnglish'] = {}): boolean {
  const entry = allowed[key] ?? allowed[key.replace(PLURAL_SUFFIX, '')];
  return entry === 'all' || (entry?.includes(locale) ?? false);
}

/**
 * What is wrong with one language's message file in a folder of `<locale>.json` files, one line
 * per problem (none when it is complete): no file, a key of en_US missing or one en_US lacks, a
 * counted key without the plural forms of the language and of en_US, an empty text, other
 * {{placeholders}} than en_US's, or a text still in English that the reviewed list does not allow.
 */
export function localeFileProblems(dir: string, locale: Locale, sameAsEnglish?: LocaleFileOptions['sameAsEnglish']): string[] {
  const messages = readMessages(dir, locale);
  if (!messages) return [`${locale}.json: no such file`];
  const en = readMessages(dir, 'en_US') ?? {};
  const english = new Map(leaves(en));
  const englishKeys = pluralKeys(en);
  const translatedKeys = pluralKeys(messages);
  const problems: string[] = [];
  for (const [key, forms] of englishKeys) {
    const found = translatedKeys.get(key);
    if (!found) problems.push(`${key}: missing`);
    else if (forms.length > 0) {
      // Every key of en_US ships in every language (its `_one` too, where the language's own
      // rules never ask for it), so a file can be checked key by key against en_US.
      const expected = [...new Set([...pluralForms(locale), ...forms])].sort();
      if (found.join() !== expected.join()) problems.push(`${key}: plural forms ${found.join(', ')} instead of ${expected.join(', ')}`);
    }
  }
  for (const key of translatedKeys.keys()) if (!englishKeys.has(key)) problems.push(`${key}: not in en_US`);
  for (const [key, text] of leaves(messages)) {
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${key}: empty`);
      continue;
    }
    // a plural form is compared with the English "other" form
    const base = key.replace(PLURAL_SUFFIX, '');
    const source = english.get(key) ?? (base !== key ? english.get(`${base}_other`) : undefined);
    if (source === undefined) continue;
    if (placeholders(text).join() !== placeholders(source).join()) {
      problems.push(`${key}: placeholders ${placeholders(text).join(' ') || 'none'} instead of ${placeholders(source).join(' ')}`);
    }
    if (text === source && !nothingToTranslate(text) && !mayStayEnglish(key, locale, sameAsEnglish)) {
      problems.push(`${key}: still in English ("${text}")`);
    }
  }
  return problems;
}

/**
 * Registers the tests every namespace needs over its folder of message files: en_US has every
 * key the code asks for, in English's plural forms, and each of the ten other languages has a
 * complete file (`localeFileProblems`).
 */
export function describeLocaleFiles(namespace: string, dir: string, options: LocaleFileOptions = {}): void {
  const englishKeys = pluralKeys(readMessages(dir, 'en_US') ?? {});

  if (options.sources || options.keys) {
    const sources = options.sources;
    it(`${namespace}: every key the code asks for exists in en_US`, () => {
      const used = [...(sources ? keysUsedIn(sources) : []), ...(options.keys ?? [])];
      expect(used.filter((key) => !englishKeys.has(key))).toEqual([]);
    });
  }

  it(`${namespace}: counted messages in en_US have the plural forms of English`, () => {
    expect(englishKeys.size).toBeGreaterThan(0);
    for (const [key, forms] of englishKeys) {
      if (forms.length > 0) expect([key, forms]).toEqual([key, pluralForms('en_US')]);
    }
  });

  it(`${namespace}: the reviewed same-as-English keys exist in en_US`, () => {
    expect(Object.keys(options.sameAsEnglish ?? {}).filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))(`${namespace}: the %s messages are complete`, (locale) => {
    expect(localeFileProblems(dir, locale, options.sameAsEnglish)).toEqual([]);
  });
}

/**
 * The literal keys of `t('…')` calls in a source tree (tests aside), without other namespaces'
 * (`ns:key`, or a `{ ns: … }` option). Keys built at run time are passed to the test as `keys`.
 */
export function keysUsedIn(dir: string): string[] {
  const keys = new Set<string>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !child.includes(`${join('src', 'testing')}`)) {
        const text = readFileSync(child, 'utf8');
        for (const match of text.matchAll(/\bt\(\s*(['"])([\w.-]+)\1\s*(,\s*\{[^}]*\bns\s*:)?/g)) {
          if (!match[3] && match[2]) keys.add(match[2]);
        }
      }
    }
  };
  walk(dir);
  return [...keys].sort();
}
