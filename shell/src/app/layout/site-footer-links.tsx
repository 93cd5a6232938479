import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { parseSafeUrl, useSafeNavigate, useStores } from '@casino/mf-shared';
import { footerItems } from './nav-items';
import { useOpenMemberCentre } from './use-member-centre';

type FooterItem = (typeof footerItems)[number];

/** What a footer entry does: member pages ask visitors to log in first. */
export function useFooterAction() {
  const { session, bus, site } = useStores();
  // In-app entries keep the current locale prefix.
  const navigate = useSafeNavigate();
  const openMemberCentre = useOpenMemberCentre();
  return (item: FooterItem) => {
    if (item.key === 'signUp') {
      bus.emit('auth:open', { tab: 'register' });
    } else if (item.key === 'customService') {
      const url = parseSafeUrl(site.config.customerServiceUrl, window.location.href);
      if (url) window.open(url.href, '_blank', 'noopener,noreferrer');
    } else if (item.member && !session.isLoggedIn) {
      bus.emit('auth:open', { tab: 'login' });
    } else if (item.to && item.member) {
      openMemberCentre(item.to);
    } else if (item.to) {
      navigate(item.to);
    }
  };
}

/** The footer's entries as buttons (desktop footer). */
export const SiteFooterLinks = observer(function SiteFooterLinks() {
  const { t } = useTranslation('shell');
  const { site } = useStores();
  const run = useFooterAction();
  // Demo mode disables registration: no sign-up entry.
  const items = site.demoMode ? footerItems.filter((item) => item.key !== 'signUp') : footerItems;
  return (
    <nav className="footer-links" aria-label={t('footer.label')}>
      {items.map((item) => (
        <button key={item.key} type="button" className="footer-links__item" onClick={() => run(item)}>
          {t(`footer.${item.key}`)}
        </button>
      ))}
    </nav>
  );
});
