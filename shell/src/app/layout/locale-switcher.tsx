import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { localePath, useStores, writeLocaleCookie, useLocation, useNavigate } from '@casino/mf-shared';
import { LOCALE_NAMES, isLocale } from '@casino/mf-shared/contracts';

/** The language switcher of the header: a native select, so it works the same on desktop and mobile. */
export const LocaleSwitcher = observer(function LocaleSwitcher() {
  const { locale, site } = useStores();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const options = site.config.locales.filter(isLocale);

  const change = async (code: string) => {
    if (!isLocale(code)) return;
    writeLocaleCookie(code);
    await locale.setLocale(code);
    const target = localePath(location.pathname, code, site.config);
    if (target !== location.pathname) void navigate(`${target}${location.search}`);
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
