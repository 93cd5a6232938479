import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

/**
 * Registers the tests every namespace needs: zh_CN and vi_VN have exactly the keys of en_US, no
 * empty text, and the same {{placeholders}}.
 */
export function describeLocaleFiles(
  namespace: string,
  files: { en_US: object; zh_CN: object; vi_VN: object },
  options: { sources?: string; keys?: readonly string[] } = {},
): void {
  if (options.sources || options.keys) {
    const sources = options.sources;
    it(`${namespace}: every key the code asks for exists in en_US`, () => {
      const english = new Set(pluralKeys(files.en_US as Messages).keys());
      const used = [...(sources ? keysUsedIn(sources) : []), ...(options.keys ?? [])];
      expect(used.filter((key) => !english.has(key))).toEqual([]);
    });
  }

  it(`${namespace}: counted messages in en_US have the plural forms of English`, () => {
    for (const [key, forms] of pluralKeys(files.en_US as Messages)) {
      if (forms.length > 0) expect([key, forms]).toEqual([key, pluralForms('en_US')]);
    }
  });

  describe.each([
    ['zh_CN', files.zh_CN],
    ['vi_VN', files.vi_VN],
  ])(`${namespace} messages in %s`, (locale, messages) => {
    const english = new Map(leaves(files.en_US as Messages));
    const translated = new Map(leaves(messages as Messages));
    const englishKeys = pluralKeys(files.en_US as Messages);
    const translatedKeys = pluralKeys(messages as Messages);

    it('have every key of en_US and no other, counted ones in the plural forms of the language and of en_US', () => {
      expect([...translatedKeys.keys()].sort()).toEqual([...englishKeys.keys()].sort());
      for (const [key, forms] of englishKeys) {
        // Every key of en_US ships in every language (its `_one` too, where the language's own
        // rules never ask for it), so a file can be checked key by key against en_US.
        const expected = [...new Set([...pluralForms(locale), ...forms])].sort();
        if (forms.length > 0) expect([key, translatedKeys.get(key)]).toEqual([key, expected]);
      }
    });

    it('are not empty and keep the placeholders of en_US', () => {
      for (const [key, text] of translated) {
        expect(text.trim()).not.toBe('');
        // a plural form is compared with the English "other" form
        const base = key.replace(PLURAL_SUFFIX, '');
        const source = english.get(key) ?? (base !== key ? english.get(`${base}_other`) : undefined) ?? '';
        expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
      }
    });
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
