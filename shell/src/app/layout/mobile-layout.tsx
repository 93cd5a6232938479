import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useLocation, useLocaleNavigate, useSearchParams } from '@casino/mf-shared';
import { AccountActions } from './account-actions';
import { BrowserNotice } from './browser-notice';
import { GameTypeBar } from './game-type-bar';
import { LocaleSwitcher } from './locale-switcher';
import { SiteFooterLinks } from './site-footer-links';
import { MAIN_CONTENT_ID } from './skip-link';

interface ChromeProps {
  nav: boolean;
  footer: boolean;
  children: ReactNode;
}

/**
 * Mobile layout (window < 992 px): top bar (back, site name, language), the account row and the
 * game types, content, bottom bar of the footer entries; header=false / footer=false hide them.
 * The top bar is plain markup rather than antd-mobile's NavBar, whose back area is an unnamed
 * role="button" even when there is no back arrow.
 */
export const MobileLayout = observer(function MobileLayout({ nav, footer, children }: ChromeProps) {
  const { site } = useStores();
  const { t } = useTranslation('shell');
  const navigate = useLocaleNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const showHeader = nav && query.get('header') !== 'false';
  const showFooter = footer && query.get('footer') !== 'false';

  return (
    <div className="shell shell--mobile" data-layout="mobile">
      {showHeader && (
        <header className="shell-mobile-header">
          <div className="shell-mobile-header__bar">
            <div className="shell-mobile-header__start">
              {location.pathname !== '/' && (
                <button type="button" className="shell-mobile-header__back" aria-label={t('header.back')} onClick={() => navigate(-1)}>
                  <svg
                    viewBox="0 0 24 24"
                    width="22"
                    height="22"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M15 5l-7 7 7 7" />
                  </svg>
                </button>
              )}
            </div>
            <p className="shell-mobile-header__title">{site.config.siteName}</p>
            <div className="shell-mobile-header__end">
              <LocaleSwitcher />
            </div>
          </div>
          <div className="shell-mobile-account">
            <AccountActions />
          </div>
          <GameTypeBar />
        </header>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-content shell-content--mobile">
        <BrowserNotice />
        {children}
      </main>
      {showFooter && (
        <footer className="shell-mobile-footer-landmark">
          <SiteFooterLinks variant="mobile" />
        </footer>
      )}
    </div>
  );
});
