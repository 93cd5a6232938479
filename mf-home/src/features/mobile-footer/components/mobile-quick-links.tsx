import { useStores, ListState, SafeLink, AsyncList, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getMobileFooter, type MobileFooterItem } from '../api/get-mobile-footer';

/**
 * The mobile footer block (/arks/web/web-mobile-footer) as a grid of entries in the home page.
 * It stays in the page flow: the shell's bottom tab bar already holds the fixed bottom edge.
 */
export const MobileQuickLinks = observer(function MobileQuickLinks() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new AsyncList<MobileFooterItem>());
  const locale = root.locale.locale;
  const load = () => store.load(() => getMobileFooter(root.api, root.site.siteId));

  useEffect(() => {
    void store.load(() => getMobileFooter(root.api, root.site.siteId));
  }, [store, root, locale]);

  const items = store.items;
  return (
    <nav className="home-quick-links" aria-label={t('mobileFooter.label')} data-testid="home-quick-links">
      {store.status === 'loaded' && items.length > 0 ? (
        <ul className="home-quick-links__list">
          {items.map((item) => (
            <li key={item.id} data-key={item.key}>
              <SafeLink className="home-quick-links__link" link={item.link} linkType={item.link_type} linkMethod={item.link_method}>
                {item.icon && <img className="home-quick-links__icon" src={item.icon} alt="" width={32} height={32} />}
                <span>{item.title}</span>
              </SafeLink>
            </li>
          ))}
        </ul>
      ) : (
        <ListState
          status={store.status}
          empty={items.length === 0}
          texts={stateTexts(t, 'mobileFooter')}
          onRetry={() => void load()}
          className="home-quick-links-state"
        />
      )}
    </nav>
  );
});
