import { useCallback } from 'react';
import { useStores } from '../stores/stores-context';
import { localePath } from './locale-routing';

/** Turns an app path into the current locale's path under the site's strategy (/faq → /zh_CN/faq). */
export function useLocalePath(): (path: string) => string {
  const { locale, site } = useStores();
  const current = locale.locale;
  return useCallback((path: string) => localePath(path, current, site.config), [current, site.config]);
}
