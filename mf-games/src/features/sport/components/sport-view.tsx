import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { launchGame, LoadFailure, supportDevice, useAsyncResource, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { loadSportPage, SportPageRefused } from '../lib/load-sport-page';
import { isFromSportFrame, readSportMessage } from '../lib/sport-messages';
import './sport-view.css';

/**
 * The sport hall's betting view (game type 4): the provider's page in an iframe, once the site's
 * own server agreed to frame it; a page error with Retry otherwise. Its height follows the page's
 * S001 messages and its U003 open-game events launch the game, both only from the iframe's own
 * origin and window. No click runs when such an event arrives, so the launch tries no popup: a
 * game that needs a window asks for a click first (the launcher's "Play" dialog).
 */
export const SportView = observer(function SportView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const currency = root.session.currency ?? root.site.currency;
  const device = supportDevice(root.layout);
  const [state, retry] = useAsyncResource(
    () => loadSportPage(root.api, { currency, support_device: device, domain: window.location.host, site_id: root.site.siteId }),
    [currency, device],
  );
  const [height, setHeight] = useState<number | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const page = state.status === 'loaded' ? state.data : null;

  useEffect(() => {
    if (!page) return;
    root.game.setHallMode('sport');
    const onMessage = (event: MessageEvent) => {
      if (!isFromSportFrame(event, page.origin, frame.current?.contentWindow)) return;
      const message = readSportMessage(event.data);
      if (message?.kind === 'height') setHeight(message.height);
      else if (message?.kind === 'open-game') void launchGame(root, message.request, { inClick: false });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      root.game.setHallMode(null);
    };
  }, [page, root]);

  if (state.status === 'loading') {
    return (
      <div className="games-sport games-sport--loading" role="status" aria-busy="true">
        {t('sport.loading')}
      </div>
    );
  }
  if (state.status === 'failed') {
    const refused = state.error instanceof SportPageRefused;
    return <LoadFailure notFound={false} texts={{ failed: refused ? t('sport.refused') : t('sport.failed') }} onRetry={retry} />;
  }
  return (
    <div className="games-sport">
      <iframe
        ref={frame}
        className="games-sport__frame"
        src={state.data.url}
        title={t('sport.frame')}
        allow="autoplay; fullscreen"
        {...(height !== null ? { style: { height } } : {})}
      />
    </div>
  );
});
