import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesktopKit, useLocalePath, useStores, NavLink } from '@casino/mf-shared';
import { usePreloadOnIntent } from '../remote-loader/use-preload-on-intent';
import { AccountActions } from './account-actions';
import { LocaleSwitcher } from './locale-switcher';
import { navItems } from './nav-items';
import { SiteFooterLinks } from './site-footer-links';

interface ChromeProps {
  nav: boolean;
  footer: boolean;
  children: ReactNode;
}

/** Desktop layout (window ≥ 992 px): header with navigation, content, footer. */
export const DesktopLayout = observer(function DesktopLayout({ nav, footer, children }: ChromeProps) {
  const { site } = useStores();
  const { Layout } = useDesktopKit();
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const intent = usePreloadOnIntent();
  return (
    <Layout className="shell shell--desktop" data-layout="desktop">
      {nav && (
        <Layout.Header className="shell-header">
          <NavLink to={to('/')} className="shell-header__brand">
            {site.config.siteName}
          </NavLink>
          <nav className="shell-header__nav" aria-label={t('nav.label')}>
            {navItems.map((item) => (
              <NavLink key={item.key} to={to(item.to)} end={item.to === '/'} className="shell-header__link" {...intent(item.to)}>
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="shell-header__tools">
            <LocaleSwitcher />
            <AccountActions />
          </div>
        </Layout.Header>
      )}
      <Layout.Content className="shell-content">{children}</Layout.Content>
      {footer && (
        <Layout.Footer className="shell-footer">
          <SiteFooterLinks />
          <p className="shell-footer__legal">{t('footer.legal', { site: site.config.siteName })}</p>
        </Layout.Footer>
      )}
    </Layout>
  );
});
