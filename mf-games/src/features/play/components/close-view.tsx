import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, storageKeys, useSafeNavigate, useStores } from '@casino/mf-shared';
import { GAME_CLOSE_MESSAGE } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { runCloseStep } from '../lib/close-step';
import './close-view.css';

/** /close, the lobby_url given to game providers: the game ends and the member is back in the lobby (runCloseStep). */
export function CloseView() {
  const { t } = useTranslation(NS);
  const { bus, game } = useStores();
  const navigate = useSafeNavigate();
  const ran = useRef(false);
  useEffect(() => {
    // Once per visit: the step sends messages and closes windows.
    if (ran.current) return;
    ran.current = true;
    runCloseStep({
      framed: window.parent !== window,
      launchedMode: game.launched?.mode ?? null,
      tellParent: () => window.parent.postMessage({ type: GAME_CLOSE_MESSAGE }, window.location.origin),
      closeSelf: () => {
        window.close();
        return window.closed;
      },
      tellMainWindow: () => browserStorage('local').setItem(storageKeys.windowMsg, JSON.stringify({ msg: 'quickGame' })),
      returnToLobby: () => {
        bus.emit('game:before-quit', {});
        navigate('/', { replace: true });
      },
    });
  }, [bus, game, navigate]);
  return (
    <p role="status" className="games-close">
      {t('close.returning')}
    </p>
  );
}
