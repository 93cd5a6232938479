import en from './en_US.json';
import vi from './vi_VN.json';
import zh from './zh_CN.json';

/** Every leaf key of a messages object, as dotted paths. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return Array.from(text.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => match[1] ?? '').sort();
}

function valueAt(messages: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

describe('home locale files', () => {
  const english = keysOf(en).sort();

  it.each([
    ['zh_CN', zh],
    ['vi_VN', vi],
  ])('%s has exactly the keys of en_US', (_name, messages) => {
    expect(keysOf(messages).sort()).toEqual(english);
  });

  it.each([
    ['en_US', en],
    ['zh_CN', zh],
    ['vi_VN', vi],
  ])('%s has no empty text and the placeholders of en_US', (_name, messages) => {
    for (const key of english) {
      const text = valueAt(messages, key);
      expect(typeof text === 'string' && text.trim().length > 0 ? key : `${key} is empty`).toBe(key);
      expect([key, placeholders(String(text))]).toEqual([key, placeholders(String(valueAt(en, key)))]);
    }
  });
});
