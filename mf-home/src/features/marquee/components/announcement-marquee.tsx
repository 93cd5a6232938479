import { useStores, ListState, stateTexts } from '@casino/mf-shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_NS } from '../../../app/namespace';
import { MarqueeStore } from '../stores/marquee-store';
import { MarqueeBar } from './marquee-bar';

/** The announcement marquee of the home page: one line of announcements scrolling by, on desktop and phone alike. */
export const AnnouncementMarquee = observer(function AnnouncementMarquee() {
  const root = useStores();
  const { t } = useTranslation(HOME_NS);
  const [store] = useState(() => new MarqueeStore(root));
  const locale = root.locale.locale;

  // Announcements are written per language: load again when the locale changes.
  useEffect(() => {
    void store.load();
  }, [store, locale]);

  const items = store.visible;
  const ready = store.list.status === 'loaded' && items.length > 0;
  return (
    <div className="home-marquee" role="marquee" aria-label={t('marquee.label')} data-testid="home-marquee">
      <svg className="home-marquee__icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        {/* A loudspeaker drawn inline: emoji fonts are not on every machine. */}
        <path
          fill="currentColor"
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        />
      </svg>
      {ready ? (
        <MarqueeBar items={items} />
      ) : (
        <ListState
          status={store.list.status}
          empty={items.length === 0}
          texts={stateTexts(t, 'marquee')}
          onRetry={() => void store.load()}
          className="home-marquee-state"
        />
      )}
    </div>
  );
});
