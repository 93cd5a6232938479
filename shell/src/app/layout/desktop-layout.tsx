import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, LocaleNavLink } from '@casino/mf-shared';
import { AccountActions } from './account-actions';
import { HeaderNav } from './header-nav';
import { LocaleSwitcher } from './locale-switcher';
import { SiteFooterLinks } from './site-footer-links';
import { MAIN_CONTENT_ID } from './skip-link';

interface ChromeProps {
  nav: boolean;
  footer: boolean;
  children: ReactNode;
}

/**
 * Desktop layout (window ≥ 992 px): header with navigation, content, footer. Plain markup on the
 * design tokens (shell.css), not antd's Layout: the first view of the home page runs no UI kit.
 */
export const DesktopLayout = observer(function DesktopLayout({ nav, footer, children }: ChromeProps) {
  const { site } = useStores();
  const { t } = useTranslation('shell');
  return (
    <div className="shell shell--desktop" data-layout="desktop">
      {nav && (
        <header className="shell-header">
          <LocaleNavLink to="/" className="shell-header__brand">
            {site.config.siteName}
          </LocaleNavLink>
          <HeaderNav />
          <div className="shell-header__tools">
            <LocaleSwitcher />
            <AccountActions />
          </div>
        </header>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content">
        {children}
      </main>
      {footer && (
        <footer className="shell-footer">
          <SiteFooterLinks />
          <p className="shell-footer__legal">{t('footer.legal', { site: site.config.siteName })}</p>
        </footer>
      )}
    </div>
  );
});
