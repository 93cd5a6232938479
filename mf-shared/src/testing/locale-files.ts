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
export function describeLocaleFiles(namespace: string, files: { en_US: object; zh_CN: object; vi_VN: object }): void {
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
