import { ListState, stateTexts, type AsyncList } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import type { Banner } from '../api/get-carousel-pictures';

interface BannerFrameProps {
  list: AsyncList<Banner>;
  /** Width / height of the pictures of this list, e.g. "1920 / 500": the box has its height before any picture arrives. */
  ratio: string;
  onRetry: () => void;
  className: string;
  children: ReactNode;
}

/** A box with the pictures' aspect ratio that shows the list, or its loading, failed or empty state. */
export const BannerFrame = observer(function BannerFrame({ list, ratio, onRetry, className, children }: BannerFrameProps) {
  const { t } = useTranslation(HOME_NS);
  const showList = list.status === 'loaded' && list.items.length > 0;
  return (
    <div className={`home-banner-frame ${className}`} style={{ aspectRatio: ratio }} data-status={showList ? 'ready' : list.status}>
      {showList ? (
        children
      ) : (
        <ListState
          status={list.status}
          empty={list.items.length === 0}
          texts={stateTexts(t, 'banners')}
          onRetry={onRetry}
          className="home-banner-state"
        />
      )}
    </div>
  );
});
