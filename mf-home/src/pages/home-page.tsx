import { BulletinPopup, useStores } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { BannerSection } from '../features/banners/components/banner-section';
import { BulletinHistory } from '../features/bulletins/components/bulletin-history';
import { FloatPanel } from '../features/float-panel/components/float-panel';
import { GameDemoEntry } from '../features/game-demo/components/game-demo-entry';
import { JackpotTotal } from '../features/jackpot/components/jackpot-total';
import { AnnouncementMarquee } from '../features/marquee/components/announcement-marquee';
import { MobileQuickLinks } from '../features/mobile-footer/components/mobile-quick-links';
import { SiteFooter } from '../features/site-footer/components/site-footer';
import { LoginTexts } from '../features/templates/components/login-texts';

/** The home page: composes the features (a feature never imports another one; pages do). */
export const HomePage = observer(function HomePage() {
  const { layout, session, site } = useStores();
  const isDesktop = layout.isDesktop;
  return (
    <div className={`home-page home-page--${isDesktop ? 'desktop' : 'mobile'}`} data-testid="home-page">
      {/* The page's one top-level heading, the site's name; no logo of its own: the shell's header carries the brand right above.
          Hidden by the site-wide class of shell.css, which every page has from its first paint. */}
      <h1 className="visually-hidden">{site.config.siteName}</h1>
      <BannerSection />
      <div className="home-page__notices">
        <AnnouncementMarquee />
        <BulletinHistory />
      </div>
      {/* Mobile: the entries of the mobile footer block right under the notices, where a thumb reaches them. */}
      {!isDesktop && <MobileQuickLinks />}
      <div className="home-page__row">
        <JackpotTotal />
        <GameDemoEntry />
      </div>
      {/* Members are past the login texts: they are for visitors. */}
      {!session.isLoggedIn && <LoginTexts />}
      {/* Mobile: the floating buttons become a row in the page flow so they cover nothing. */}
      {!isDesktop && <FloatPanel />}
      <SiteFooter />
      {isDesktop && <FloatPanel />}
      <BulletinPopup />
    </div>
  );
});
