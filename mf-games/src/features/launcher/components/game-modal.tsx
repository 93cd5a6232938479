import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveModal } from '@casino/mf-shared';
import { isGameCloseMessage } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import type { ModalGame } from '../stores/game-launcher-store';
import './launcher-dialogs.css';

/**
 * A game in modal mode: its address in an iframe over the page. Closing the modal, or the game's
 * lobby link (/close inside this iframe posting GAME_CLOSE_MESSAGE), ends the game.
 */
export function GameModal({ game, onClose }: { game: ModalGame; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const frame = useRef<HTMLIFrameElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isGameCloseMessage(event, frame.current?.contentWindow, window.location.origin)) onCloseRef.current();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <ResponsiveModal open title={game.title} onClose={onClose} width={1200} className="games-modal">
      <iframe
        ref={frame}
        className="games-modal__frame"
        src={game.url}
        title={t('launcher.gameFrame', { name: game.title })}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </ResponsiveModal>
  );
}
