import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { BannerSection } from '../features/banners/components/banner-section';
import { AnnouncementMarquee } from '../features/marquee/components/announcement-marquee';

/** The home page: composes the features (a feature never imports another one; pages do). */
export const HomePage = observer(function HomePage() {
  const { layout } = useStores();
  return (
    <div className={`home-page home-page--${layout.isDesktop ? 'desktop' : 'mobile'}`} data-testid="home-page">
      <BannerSection />
      <AnnouncementMarquee />
    </div>
  );
});
