import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { BannerStore } from '../stores/banner-store';
import { BannerLink } from './banner-link';
import { BannerPicture } from './banner-picture';

/**
 * The small banners (use_type 1) in one row under the carousel. While they load the row keeps its
 * height; an empty or failed small list collapses, since the large carousel above already shows the
 * banner area's state.
 */
export const BannerSmallRow = observer(function BannerSmallRow({ store }: { store: BannerStore }) {
  const { t } = useTranslation(HOME_NS);
  const small = store.lists[1];
  if (small.status === 'loading') {
    return <div className="home-banner-row home-banner-row--pending" aria-hidden="true" />;
  }
  if (small.items.length === 0) return null;
  return (
    <ul className="home-banner-row" aria-label={t('banners.smallLabel')}>
      {small.items.map((banner, index) => (
        <li key={banner.id} className="home-banner home-banner--small" data-testid="home-banner-small">
          <BannerLink banner={banner}>
            <BannerPicture banner={banner} position={index + 1} />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
});
