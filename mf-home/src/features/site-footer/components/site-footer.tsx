import { SafeHtml, useStores, ListState, SafeLink, AsyncResource, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getSiteFooter, type SiteFooterData } from '../api/get-site-footer';

/** The site footer block of the home page (/arks/web/footer): links, licences, partners, contact, copyright. */
export const SiteFooter = observer(function SiteFooter() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new AsyncResource<SiteFooterData | null>());
  const locale = root.locale.locale;
  const load = () => store.load(() => getSiteFooter(root.api, root.site.siteId));

  // Texts are per language: load again when the locale changes.
  useEffect(() => {
    void store.load(() => getSiteFooter(root.api, root.site.siteId));
  }, [store, root, locale]);

  const footer = store.value;
  return (
    <footer
      className={`home-footer home-footer--${root.layout.isDesktop ? 'desktop' : 'mobile'}`}
      aria-label={t('footer.label')}
      data-testid="home-footer"
    >
      {store.status === 'loaded' && footer ? (
        <FooterContent footer={footer} />
      ) : (
        <ListState status={store.status} empty texts={stateTexts(t, 'footer')} onRetry={() => void load()} className="home-footer-state" />
      )}
    </footer>
  );
});

const FooterContent = observer(function FooterContent({ footer }: { footer: SiteFooterData }) {
  const { t } = useTranslation(HOME_NS);
  const email = footer.contact?.email?.trim();
  const telegram = footer.contact?.telegram?.trim();
  return (
    <>
      {footer.link_list.length > 0 && (
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="home-footer__links">
            {footer.link_list.map((item) => (
              <li key={item.key || item.title}>
                <SafeLink className="home-footer__link" link={item.link} linkType={item.link_type} linkMethod={item.link_method}>
                  {item.title}
                </SafeLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {footer.description && (
        // Back-office text: sanitised, never trusted.
        <SafeHtml className="home-footer__description" html={footer.description} deferred />
      )}
      {footer.license_list.length > 0 && (
        <ul className="home-footer__pictures home-footer__licenses" aria-label={t('footer.licensesLabel')}>
          {footer.license_list.map((item) => (
            <li key={item.name}>
              <img src={item.photo_path} alt={item.name} loading="lazy" width={120} height={45} />
            </li>
          ))}
        </ul>
      )}
      {footer.partner_list.length > 0 && (
        <ul className="home-footer__pictures home-footer__partners" aria-label={t('footer.partnersLabel')}>
          {footer.partner_list.map((item) => (
            <li key={item.gp_id || item.name}>
              <img src={item.photo_path} alt={item.name} loading="lazy" width={96} height={48} />
            </li>
          ))}
        </ul>
      )}
      {(email || telegram) && (
        <address className="home-footer__contact">
          {/* Plain text: mailto: is not a URL the safe-navigation rules open. */}
          {email && (
            <span>
              {t('footer.email')} {email}
            </span>
          )}
          {telegram && (
            <span>
              {t('footer.telegram')} {telegram}
            </span>
          )}
        </address>
      )}
      {footer.copyright && <p className="home-footer__copyright">{footer.copyright}</p>}
    </>
  );
});
