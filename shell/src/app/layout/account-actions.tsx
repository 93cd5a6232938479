import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { LocaleLink, badgeText, formatMoney, useStores } from '@casino/mf-shared';
import { useOpenAgentCentre, useOpenMemberCentre } from './use-member-centre';

/** Login / register for visitors; account, member centre and logout for members. */
export const AccountActions = observer(function AccountActions() {
  const { session, site, bus, wallet, locale, member } = useStores();
  const { t } = useTranslation('shell');
  const openMemberCentre = useOpenMemberCentre();
  const openAgentCentre = useOpenAgentCentre();

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
            {formatMoney(wallet.balance, session.currency ?? site.currency, locale.locale)}
          </span>
        )}
        <LocaleLink
          to="/user/Letter"
          className="account-actions__letters"
          onClick={(event) => {
            event.preventDefault();
            openMemberCentre('/user/Letter');
          }}
        >
          {/* The name is the visible text ("Messages" and the badge's count), completed by words only a screen reader reads. */}
          {/* mf-shared's CountBadge would pull the desktop kit's extras into every page's header; its 99+ text is reused. */}
          {member.unreadLetters > 0 ? (
            <Trans
              t={t}
              i18nKey="header.lettersUnread"
              values={{ badge: badgeText(member.unreadLetters) }}
              components={{
                badge: <span className="account-actions__badge" data-testid="letters-badge" />,
                hidden: <span className="visually-hidden" />,
              }}
            />
          ) : (
            t('header.letters')
          )}
        </LocaleLink>
        {/* Members whose layout says is_agent; an agent not active yet lands on the application page (mf-proxy). */}
        {member.layout?.isAgent && (
          <LocaleLink
            to="/proxy"
            className="account-actions__agent"
            onClick={(event) => {
              event.preventDefault();
              openAgentCentre();
            }}
          >
            {t('header.agentCentre')}
          </LocaleLink>
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
