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
      const english = new Set(leaves(files.en_US as Messages).map(([key]) => key));
      const used = [...(sources ? keysUsedIn(sources) : []), ...(options.keys ?? [])];
      expect(used.filter((key) => !english.has(key))).toEqual([]);
    });
  }

  describe.each([
    ['zh_CN', files.zh_CN],
    ['vi_VN', files.vi_VN],
  ])(`${namespace} messages in %s`, (_locale, messages) => {
    const english = new Map(leaves(files.en_US as Messages));
    const translated = new Map(leaves(messages as Messages));

    it('have every key of en_US and no other', () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('are not empty and keep the placeholders of en_US', () => {
      for (const [key, text] of translated) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key) ?? '')]);
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
