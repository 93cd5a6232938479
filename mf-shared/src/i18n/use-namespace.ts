import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespace, type NamespaceLoader } from './create-i18n';

/**
 * Loads a remote's namespace for the current language (again when the language changes) and
 * tells when it is ready; the caller shows its loading state until then.
 */
export function useNamespace(ns: string, loader: NamespaceLoader): { ready: boolean; error: Error | null } {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [state, setState] = useState<{ language: string | null; error: Error | null }>({ language: null, error: null });

  useEffect(() => {
    let active = true;
    loadNamespace(i18n, ns, loader).then(
      () => active && setState({ language, error: null }),
      (error: unknown) => active && setState({ language, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
    // The loader is a module-level function of the remote; the language drives reloading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, ns, language]);

  return { ready: state.language === language && !state.error, error: state.error };
}
