import { useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { BannerSection } from '../features/banners/components/banner-section';
import { BulletinHistory } from '../features/bulletins/components/bulletin-history';
import { BulletinPopup } from '../features/bulletins/components/bulletin-popup';
import { GameDemoEntry } from '../features/game-demo/components/game-demo-entry';
import { JackpotTotal } from '../features/jackpot/components/jackpot-total';
import { AnnouncementMarquee } from '../features/marquee/components/announcement-marquee';

/** The home page: composes the features (a feature never imports another one; pages do). */
export const HomePage = observer(function HomePage() {
  const { layout } = useStores();
  return (
    <div className={`home-page home-page--${layout.isDesktop ? 'desktop' : 'mobile'}`} data-testid="home-page">
      <BannerSection />
      <div className="home-page__notices">
        <AnnouncementMarquee />
        <BulletinHistory />
      </div>
      <div className="home-page__row">
        <JackpotTotal />
        <GameDemoEntry />
      </div>
      <BulletinPopup />
    </div>
  );
});
