import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { Banner } from '../api/get-carousel-pictures';

interface BannerPictureProps {
  banner: Banner;
  position: number;
  /** Only the first large banner is fetched eagerly; the others wait until the browser is idle. */
  eager?: boolean;
}

/** One banner picture with its alt text (the banner's title, else "Banner n"). */
export const BannerPicture = observer(function BannerPicture({ banner, position, eager = false }: BannerPictureProps) {
  const { t } = useTranslation(HOME_NS);
  const alt = banner.title?.trim() || t('banners.imageAlt', { position });
  return (
    <img
      className="home-banner__image"
      src={banner.url}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      data-banner-id={banner.id}
    />
  );
});
