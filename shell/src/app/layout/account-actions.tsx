import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, badgeText, formatMoney, useStores } from '@casino/mf-shared';
import { useSessionKnown } from '../session/session-known';
import { useOpenAgentCentre, useOpenMemberCentre } from './use-member-centre';
import { taggedText } from './tagged-text';

/**
 * Login / register for visitors; account, member centre and logout for members. Until the page
 * knows the session (the server's render, a hydration: docs/ssr.md) the area is a placeholder of the
 * visitor's size, hidden and inert, the same for everyone, so the row keeps its place.
 */
export const AccountActions = observer(function AccountActions() {
  const { session, site, bus, wallet, locale, member } = useStores();
  const { t } = useTranslation('shell');
  const known = useSessionKnown();
  const openMemberCentre = useOpenMemberCentre();
  const openAgentCentre = useOpenAgentCentre();

  if (site.demoMode) {
    return (
      <span className="account-actions__demo" role="status">
        {t('header.demo')} · {session.memberAccount}
      </span>
    );
  }
  if (known && session.isLoggedIn) {
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
          {member.unreadLetters > 0
            ? taggedText(t('header.lettersUnread', { badge: badgeText(member.unreadLetters) }), {
                badge: <span className="account-actions__badge" data-testid="letters-badge" />,
                hidden: <span className="visually-hidden" />,
              })
            : t('header.letters')}
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
  if (!known) {
    return (
      <div className="account-actions account-actions--pending" data-testid="account-placeholder" aria-hidden="true" inert>
        {/* The visitor's very buttons, so the size is theirs in every language; never shown nor reached. */}
        <button type="button" className="btn btn--ghost" tabIndex={-1}>
          {t('header.login')}
        </button>
        <button type="button" className="btn btn--primary" tabIndex={-1}>
          {t('header.register')}
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
