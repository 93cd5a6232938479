import en from './en_US.json';
import vi from './vi_VN.json';
import zh from './zh_CN.json';

type Messages = { [key: string]: string | Messages };

/** Every leaf of a message tree as [dotted key, text]. */
function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe.each([
  ['zh_CN', zh],
  ['vi_VN', vi],
])('%s messages', (_locale, messages) => {
  const english = new Map(leaves(en as Messages));
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
