import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { parseSafeUrl, useSafeNavigate, useStores, useLocation } from '@casino/mf-shared';
import { stripLocale } from '@casino/contracts';
import { visibleFooterItems, type FooterItem } from './nav-items';
import { useOpenMemberCentre } from './use-member-centre';

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
      const url = parseSafeUrl(site.customerServiceLink, window.location.href);
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

/**
 * The footer's entries as buttons: a row in the desktop footer, the fixed bottom bar on mobile
 * (Home first, the current page marked). The bar is buttons rather than antd-mobile's TabBar,
 * whose items cannot be reached with the keyboard and share the width evenly (nine entries do not
 * fit a 390 px phone; the bar scrolls sideways instead).
 */
export const SiteFooterLinks = observer(function SiteFooterLinks({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const { t } = useTranslation('shell');
  const { site, session } = useStores();
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  const run = useFooterAction();
  // Sign-up makes no sense for a member, and demo mode disables registration.
  const items = visibleFooterItems({ loggedIn: session.isLoggedIn, demoMode: site.demoMode });
  const current = stripLocale(pathname, site.config);
  const className = variant === 'mobile' ? 'shell-mobile-footer' : 'footer-links';
  return (
    <nav className={className} aria-label={t('footer.label')}>
      {variant === 'mobile' && (
        <button
          type="button"
          className={`${className}__item`}
          aria-current={current === '/' ? 'page' : undefined}
          onClick={() => navigate('/')}
        >
          {t('nav.home')}
        </button>
      )}
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          className={`${className}__item`}
          aria-current={variant === 'mobile' && item.to === current ? 'page' : undefined}
          onClick={() => run(item)}
        >
          {t(`footer.${item.key}`)}
        </button>
      ))}
    </nav>
  );
});
