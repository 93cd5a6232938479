import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useMobileKit, useStores, useLocation, useNavigate, useSearchParams } from '@casino/mf-shared';
import { AccountActions } from './account-actions';
import { BrowserNotice } from './browser-notice';
import { LocaleSwitcher } from './locale-switcher';
import { SiteFooterLinks } from './site-footer-links';

interface ChromeProps {
  nav: boolean;
  footer: boolean;
  children: ReactNode;
}

/** Mobile layout (window < 992 px): top bar, content, bottom bar of the footer entries; header=false / footer=false hide them. */
export const MobileLayout = observer(function MobileLayout({ nav, footer, children }: ChromeProps) {
  const { site } = useStores();
  const { NavBar } = useMobileKit();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const showHeader = nav && query.get('header') !== 'false';
  const showFooter = footer && query.get('footer') !== 'false';

  return (
    <div className="shell shell--mobile" data-layout="mobile">
      {showHeader && (
        <NavBar className="shell-mobile-header" backIcon={location.pathname !== '/'} onBack={() => navigate(-1)} right={<LocaleSwitcher />}>
          {site.config.siteName}
        </NavBar>
      )}
      {showHeader && (
        <div className="shell-mobile-account">
          <AccountActions />
        </div>
      )}
      <BrowserNotice />
      <main className="shell-content shell-content--mobile">{children}</main>
      {showFooter && <SiteFooterLinks variant="mobile" />}
    </div>
  );
});
