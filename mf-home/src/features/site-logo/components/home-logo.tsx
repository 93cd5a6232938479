import { useStores, AsyncResource } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { getLogos, type SiteLogo } from '../api/get-logos';
import { getSiteDetail } from '../api/get-site-detail';
import { pickLogo } from '../lib/pick-logo';

/** Both layouts' logos; the layout picks one when it renders (a resize needs no call). */
async function loadLogos(root: ReturnType<typeof useStores>): Promise<SiteLogo[]> {
  const base = window.location.href;
  try {
    const logos = await getLogos(root.api, root.site.siteId);
    if (pickLogo(logos, true, base) || pickLogo(logos, false, base)) return logos;
  } catch {
    // /web/logo failed: the site detail carries the same list.
  }
  const detail = await getSiteDetail(root.api, root.site.siteId);
  return detail.logo_list;
}

/**
 * The site logo in the home page's hero (/web/logo, else /arks/web/site/detail). The box has a
 * fixed height from the start, so nothing moves when the picture arrives; without a logo the site
 * name stands in its place.
 */
export const HomeLogo = observer(function HomeLogo() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new AsyncResource<SiteLogo[]>());
  const [broken, setBroken] = useState<string | null>(null);

  useEffect(() => {
    void store.load(() => loadLogos(root));
  }, [store, root]);

  const siteName = root.site.config.siteName;
  const logo = store.value ? pickLogo(store.value, root.layout.isDesktop, window.location.href) : null;
  const showImage = logo !== null && broken !== logo.photo_path;
  return (
    <div
      className={`home-logo home-logo--${root.layout.isDesktop ? 'desktop' : 'mobile'}`}
      data-testid="home-logo"
      data-status={store.status}
    >
      {store.status === 'loading' && (
        <span className="home-logo__pending" role="status" aria-busy="true">
          <span className="home-visually-hidden">{t('logo.loading')}</span>
        </span>
      )}
      {store.status !== 'loading' && showImage && (
        <img
          className="home-logo__image"
          src={logo.photo_path}
          alt={t('logo.alt', { site: siteName })}
          onError={() => setBroken(logo.photo_path)}
        />
      )}
      {store.status !== 'loading' && !showImage && (
        // Failed, empty or a picture that does not load: the name is the logo.
        <span className="home-logo__name" data-fallback={store.status === 'failed' ? 'failed' : 'empty'}>
          {siteName}
        </span>
      )}
    </div>
  );
});
