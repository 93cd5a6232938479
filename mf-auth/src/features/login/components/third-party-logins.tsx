import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useUiKit } from '@casino/mf-shared';
import type { ThirdPartyLogin } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import './third-party-logins.css';

/**
 * "Or log in with": one button per configured third-party provider. The provider opens in a
 * popup started with a one-time state (rootStore.loginPopups); the popup's /authCallback hands
 * the result to the shell, which completes the login once the backend confirmed it.
 */
export const ThirdPartyLogins = observer(function ThirdPartyLogins() {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [blocked, setBlocked] = useState<string | null>(null);
  const providers = root.site.config.thirdPartyLogins ?? [];
  if (providers.length === 0) return null;

  const start = (provider: ThirdPartyLogin) => {
    const popup = root.loginPopups.open(provider.authorizeUrl, window.location.origin);
    setBlocked(popup ? null : provider.label);
  };
  const Button = ui.isDesktop ? ui.desktop.Button : ui.mobile.Button;
  return (
    <section className="third-party-logins" aria-label={t('thirdParty.title')}>
      <p className="third-party-logins__title">{t('thirdParty.title')}</p>
      <div className="third-party-logins__buttons">
        {providers.map((provider) => (
          <Button key={provider.id} block onClick={() => start(provider)}>
            {provider.label}
          </Button>
        ))}
      </div>
      {blocked && (
        <p role="alert" className="form-alert">
          {t('thirdParty.blocked', { provider: blocked })}
        </p>
      )}
    </section>
  );
});
