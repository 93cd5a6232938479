import { useCallback } from 'react';
import type { GameLaunchOutcome, GameLaunchRequest, LaunchGameOptions } from '@casino/contracts';
import type { RootStore } from './root-store';
import { useStores } from './stores-context';

/**
 * Asks the launcher (mf_games GameLauncherHost) to start a game; call it from the click handler
 * itself. Popup blockers refuse a window opened after any await, so the game window must open
 * during this call:
 * - when the launcher already listens, it is served inside this call and opens the /loading
 *   waiting window itself, only when the game's open mode needs one;
 * - when it does not listen yet (its remote still loading), a member's waiting window is opened
 *   here, in case the mode needs it; the launcher closes it when it refuses or the mode needs none.
 * Pass `{ inClick: false }` when no click is running (after a login, from an iframe's message):
 * no popup is tried and the launcher asks for a click of its own when the game needs a window.
 * The promise tells the caller what came of it.
 */
export function launchGame(root: RootStore, request: GameLaunchRequest, options: LaunchGameOptions = {}): Promise<GameLaunchOutcome> {
  const inClick = options.inClick ?? true;
  const member = root.session.isLoggedIn && !root.session.isDemo;
  const served = root.game.launcherReady;
  const opens = inClick && member && !served;
  // A new window starts with a copy of this tab's session storage: a left-over record of a game
  // launched into this tab (redirect, /play, modal) would make the game window's /close think it is the tab.
  if (opens && root.game.launched) root.game.setLaunched(null);
  const waitingWindow = opens ? root.windows.openWaiting('gameWindow') : null;
  return new Promise<GameLaunchOutcome>((resolve) => {
    let answered = false;
    const respond = (outcome: GameLaunchOutcome) => {
      if (answered) return;
      answered = true;
      resolve(outcome);
    };
    const heard = root.bus.emit('game:launch', { ...request, waitingWindow, inClick, canOpenWindow: inClick && served, respond });
    if (!heard) {
      if (waitingWindow) root.windows.closeWaiting();
      respond({ status: 'refused', reason: 'unavailable' });
    }
  });
}

/** launchGame bound to the page's RootStore, for click handlers. */
export function useLaunchGame(): (request: GameLaunchRequest, options?: LaunchGameOptions) => Promise<GameLaunchOutcome> {
  const root = useStores();
  return useCallback((request: GameLaunchRequest, options?: LaunchGameOptions) => launchGame(root, request, options), [root]);
}
