import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, isLocale, useStores } from '@casino/mf-shared';

/** The language switcher of the header: a native select, so it works the same on desktop and mobile. */
export const LocaleSwitcher = observer(function LocaleSwitcher() {
  const { locale, site } = useStores();
  const { t } = useTranslation('shell');
  const options = site.config.locales.filter(isLocale);
  return (
    <label className="locale-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        aria-label={t('header.language')}
        value={locale.locale}
        onChange={(event) => void locale.setLocale(event.target.value)}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
});
