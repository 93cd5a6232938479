import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useStores } from '@casino/mf-shared';
import { useOpenMemberCentre } from './use-member-centre';

/** Login / register for visitors; account, member centre and logout for members. */
export const AccountActions = observer(function AccountActions() {
  const { session, site, bus, wallet, locale } = useStores();
  const { t } = useTranslation('shell');
  const openMemberCentre = useOpenMemberCentre();

  if (site.demoMode) {
    return (
      <span className="account-actions__demo" role="status">
        {t('header.demo')} · {session.memberAccount}
      </span>
    );
  }
  if (session.isLoggedIn) {
    return (
      <div className="account-actions">
        <LocaleLink
          to="/user"
          className="account-actions__member"
          onClick={(event) => {
            event.preventDefault();
            openMemberCentre('/user');
          }}
        >
          {session.memberAccount}
        </LocaleLink>
        {wallet.balance !== null && (
          <span className="account-actions__balance" role="status" aria-label={t('header.balance')}>
            {session.currency}{' '}
            {new Intl.NumberFormat(locale.locale.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
              wallet.balance,
            )}
          </span>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => bus.emit('session:logout-requested', {})}>
          {t('header.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className="account-actions">
      <button type="button" className="btn btn--ghost" onClick={() => bus.emit('auth:open', { tab: 'login' })}>
        {t('header.login')}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => bus.emit('auth:open', { tab: 'register' })}>
        {t('header.register')}
      </button>
    </div>
  );
});
