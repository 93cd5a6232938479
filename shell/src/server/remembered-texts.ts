import type { i18n as I18n, TFunction } from 'i18next';

/** Texts kept per instance at most: a page's texts are a few hundred; counts and names in options add some. */
const MAX_TEXTS = 20_000;
/** Scopes (language, namespaces, key prefix) kept at most: a page has a few dozen. */
const MAX_TRANSLATORS = 1_000;

type FixedT = TFunction & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

type Option = string | number | boolean | null | undefined;

/** Options that name a text by value alone: nothing a call could change between renders but the value. */
function isPlainOptions(options: unknown): options is string | Record<string, Option> | undefined {
  if (options === undefined || typeof options === 'string') return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  return Object.values(options).every((value) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value));
}

/**
 * Makes a server i18next instance remember the texts its translate functions (getFixedT, which
 * react-i18next's useTranslation uses) have written (docs/ssr.md, "Render cost"). i18next rebuilds
 * its options and resolves the key at every call, a tenth of a render when every request renders
 * the same few hundred texts; the same call with the same options now answers the same text from
 * memory. A text is kept only when the call names it by value (a key, a default text, options of
 * strings and numbers) and the answer is a string; any other call (an array of keys, a selector,
 * an object for returnObjects) goes to i18next as before. Messages added to the instance (a
 * remote's namespace) forget every text: one written before them may have been the fallback.
 */
export function rememberTexts(i18n: I18n): void {
  const texts = new Map<string, string>();
  i18n.store.on('added', () => texts.clear());
  // One translate function per scope, made once: it reads the messages when it is called, and the
  // instance's language never changes (react-i18next asks at every render of every component).
  const translators = new Map<string, FixedT>();
  // react-i18next passes a fourth argument ({ scopeNs }) that i18next's types do not name.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => FixedT;
  i18n.getFixedT = ((...args: unknown[]) => {
    const [lng, ns, keyPrefix, fixedOptions] = args;
    if (typeof keyPrefix === 'function' || args.length > 4) return getFixedT(...args);
    const scopeNs = (fixedOptions as { scopeNs?: unknown } | undefined)?.scopeNs;
    const scope = [lng, ns, keyPrefix, scopeNs].map(scopePart).join('\u0001');
    const known = translators.get(scope);
    if (known) return known;
    const fixed = getFixedT(...args);
    const call = fixed as unknown as (...call: unknown[]) => unknown;
    const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0 || !isPlainOptions(options)) return call(key, options, ...rest);
      const id = `${scope}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
      const kept = texts.get(id);
      if (kept !== undefined) return kept;
      const text = call(key, options);
      if (typeof text === 'string') {
        if (texts.size >= MAX_TEXTS) texts.clear();
        texts.set(id, text);
      }
      return text;
    };
    // What i18next and react-i18next read back from a translate function.
    const translator = Object.assign(remembering, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    }) as unknown as FixedT;
    if (translators.size >= MAX_TRANSLATORS) translators.clear();
    translators.set(scope, translator);
    return translator;
  }) as unknown as I18n['getFixedT'];
}

/** A scope's part of a key: a language or namespace, or a list of them. */
function scopePart(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join('\u0002') : String(value);
}
