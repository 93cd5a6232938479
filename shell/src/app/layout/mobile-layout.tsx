import { NavBar, TabBar } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath, useStores } from '@casino/mf-shared';
import { AccountActions } from './account-actions';
import { BrowserNotice } from './browser-notice';
import { LocaleSwitcher } from './locale-switcher';
import { footerItems } from './nav-items';
import { useFooterAction } from './site-footer-links';

interface ChromeProps {
  nav: boolean;
  footer: boolean;
  children: ReactNode;
}

const tabKeys = ['discount', 'deposit', 'wallet', 'customService'] as const;

/** Mobile layout (window < 992 px): top bar, content, bottom tab bar; header=false / footer=false hide them. */
export const MobileLayout = observer(function MobileLayout({ nav, footer, children }: ChromeProps) {
  const { site } = useStores();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const to = useLocalePath();
  const location = useLocation();
  const [query] = useSearchParams();
  const runFooter = useFooterAction();
  const showHeader = nav && query.get('header') !== 'false';
  const showFooter = footer && query.get('footer') !== 'false';

  return (
    <div className="shell shell--mobile" data-layout="mobile">
      {showHeader && (
        <NavBar
          className="shell-mobile-header"
          backIcon={location.pathname !== '/'}
          onBack={() => navigate(-1)}
          right={<LocaleSwitcher />}
        >
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
      {showFooter && (
        <TabBar
          className="shell-mobile-footer"
          activeKey={location.pathname === '/' ? 'home' : null}
          onChange={(key) => {
            if (key === 'home') return navigate(to('/'));
            const item = footerItems.find((entry) => entry.key === key);
            if (item) runFooter(item);
          }}
        >
          <TabBar.Item key="home" title={t('nav.home')} />
          {tabKeys.map((key) => (
            <TabBar.Item key={key} title={t(`footer.${key}`)} />
          ))}
        </TabBar>
      )}
    </div>
  );
});
