import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { BannerStore } from '../stores/banner-store';
import { DesktopBanners } from './desktop-banners';
import { MobileBanners } from './mobile-banners';

/** The banner region of the home page, in its desktop or mobile form. */
export const BannerSection = observer(function BannerSection() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new BannerStore(root));
  const isDesktop = root.layout.isDesktop;
  const locale = root.locale.locale;

  // Titles and pictures are per language: load again when the locale or the layout changes.
  useEffect(() => {
    void store.loadForLayout();
  }, [store, isDesktop, locale]);

  // The back office changed a banner (real-time carousel_picture.url on web_api.{currency}): refresh
  // without a reload, but only for this site's currency (another currency's banners are not shown here).
  useEffect(
    () =>
      root.bus.on('realtime:carousel-changed', ({ currency }) => {
        if (currency === root.site.currency) void store.loadForLayout();
      }),
    [root.bus, root.site, store],
  );

  return (
    <section
      className={`home-banners home-banners--${isDesktop ? 'desktop' : 'mobile'}`}
      role="region"
      aria-label={t('banners.label')}
      data-testid="home-banners"
    >
      {isDesktop ? <DesktopBanners store={store} /> : <MobileBanners store={store} />}
    </section>
  );
});
