import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { localeOrigin, localePath, useLocaleNavigate, useLocation, useStores, writeLocaleCookie } from '@casino/mf-shared';
import { LOCALE_NAMES, isLocale, type Locale, type SiteConfig } from '@casino/contracts';

type SwitchConfig = Pick<SiteConfig, 'locales' | 'defaultLocale' | 'localeStrategy' | 'localeDomains' | 'differentDomains'>;

/** Where a language switch goes: another domain (a page load), or a path of this site (maybe the same one). */
export type LocaleSwitch = { kind: 'domain'; href: string } | { kind: 'path'; path: string };

/**
 * Decides a switch to `locale` from the page at `href`. On a different-domains site, where the
 * host decides the language, it is the same path and query on the locale's domain (staying on
 * this one would switch back at the next navigation); under a prefix strategy the locale's path.
 */
export function localeSwitch(locale: Locale, href: string, config: SwitchConfig): LocaleSwitch {
  const page = new URL(href);
  const rest = `${page.search}${page.hash}`;
  if (config.differentDomains) {
    const origin = localeOrigin(locale, config, page.origin);
    if (origin !== page.origin) return { kind: 'domain', href: `${origin}${page.pathname}${rest}` };
  }
  return { kind: 'path', path: `${localePath(page.pathname, locale, config)}${page.search}` };
}

/** The locales the switcher offers: on a different-domains site only those with a domain (and the current one). */
export function switchableLocales(config: SwitchConfig, current: Locale): Locale[] {
  return config.locales
    .filter(isLocale)
    .filter((code) => !config.differentDomains || code === current || Boolean(config.localeDomains[code]));
}

/** The language switcher of the header: a native select, so it works the same on desktop and mobile. */
export const LocaleSwitcher = observer(function LocaleSwitcher() {
  const { locale, site } = useStores();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useLocaleNavigate();
  const options = switchableLocales(site.config, locale.locale);

  const change = async (code: string) => {
    if (!isLocale(code)) return;
    const target = localeSwitch(code, window.location.href, site.config);
    if (target.kind === 'domain') {
      window.location.assign(target.href);
      return;
    }
    writeLocaleCookie(code);
    await locale.setLocale(code);
    if (target.path !== `${location.pathname}${location.search}`) navigate(target.path, { locale: code });
  };

  return (
    <label className="locale-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select aria-label={t('header.language')} value={locale.locale} onChange={(event) => void change(event.target.value)}>
        {options.map((code) => (
          <option key={code} value={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
});
