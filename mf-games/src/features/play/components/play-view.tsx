import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useSafeNavigate, useStores, useUiKit } from '@casino/mf-shared';
import { isGameCloseMessage } from '@casino/contracts';
import { PageFrame } from '@casino/mf-shared/page-frame';
import { NS } from '../../../app/namespace';
import './play-view.css';

/**
 * /play: the game launched in page mode, in an iframe as tall as the window, with a way back to
 * the lobby that runs the quit step (game:before-quit, served by the launcher). The game's own
 * lobby link (/close inside the iframe) does the same. Without a launched game: a message and
 * the way to the lobby.
 */
export const PlayView = observer(function PlayView() {
  const { t } = useTranslation(NS);
  const { bus, game } = useStores();
  const ui = useUiKit();
  const navigate = useSafeNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const launched = game.launched?.mode === 'page' ? game.launched : null;

  const backToLobby = useCallback(() => {
    bus.emit('game:before-quit', {});
    navigate('/', { replace: true });
  }, [bus, navigate]);

  useEffect(() => {
    if (!launched) return;
    game.setHallMode('page');
    const onMessage = (event: MessageEvent) => {
      if (isGameCloseMessage(event, frame.current?.contentWindow, window.location.origin)) backToLobby();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      game.setHallMode(null);
    };
  }, [launched, game, backToLobby]);

  if (!launched) {
    return (
      <PageFrame title={t('play.title')}>
        <p role="status">{t('play.noGame')}</p>
        <LocaleLink to="/">{t('common.backLobby')}</LocaleLink>
      </PageFrame>
    );
  }
  const name = launched.gameName ?? launched.gpId;
  return (
    <section className="games-play" aria-label={name}>
      <div className="games-play__bar">
        {ui.isDesktop ? (
          <ui.desktop.Button onClick={backToLobby}>{t('common.backLobby')}</ui.desktop.Button>
        ) : (
          <ui.mobile.Button size="small" onClick={backToLobby}>
            {t('common.backLobby')}
          </ui.mobile.Button>
        )}
        <h1 className="games-play__title">{name}</h1>
      </div>
      <iframe
        ref={frame}
        className="games-play__frame"
        src={launched.url}
        title={t('play.frame', { name })}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </section>
  );
});
