import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, TRANSLATED_LOCALES, fromLanguageTag, toLanguageTag, type Locale } from '@casino/contracts';

/** Loads one namespace's messages for one locale (a dynamic import of a JSON file). */
export type NamespaceLoader = (locale: Locale) => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/** Creates the page's i18next instance; the shell calls it once, remotes add their namespaces. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: toLanguageTag(locale),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    load: 'currentOnly',
    ns: [],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    // Re-render when a remote adds its messages after a language change.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    returnNull: false,
  });
  return instance;
}

function unwrap(module: { default: Record<string, unknown> } | Record<string, unknown>): Record<string, unknown> {
  const value = (module as { default?: unknown }).default;
  return (value && typeof value === 'object' ? value : module) as Record<string, unknown>;
}

/** The locales a namespace is loaded in for the instance's language: it and the fallback. */
function wantedLocales(instance: I18n): Locale[] {
  const current = fromLanguageTag(instance.language);
  const wanted = new Set<Locale>(['en_US']);
  if (current && TRANSLATED_LOCALES.includes(current)) wanted.add(current);
  return Array.from(wanted);
}

/** Whether a namespace is there for the instance's current language (and the fallback), now. */
export function isNamespaceLoaded(instance: I18n, ns: string): boolean {
  return wantedLocales(instance).every((locale) => instance.hasResourceBundle(toLanguageTag(locale), ns));
}

/**
 * Makes sure a namespace is loaded for the instance's current language and for the fallback
 * (en-US); languages without message files use the fallback only.
 */
export async function loadNamespace(instance: I18n, ns: string, loader: NamespaceLoader): Promise<void> {
  await Promise.all(
    wantedLocales(instance).map(async (locale) => {
      const tag = toLanguageTag(locale);
      if (instance.hasResourceBundle(tag, ns)) return;
      const messages = unwrap(await loader(locale));
      instance.addResourceBundle(tag, ns, messages, true, true);
    }),
  );
}
