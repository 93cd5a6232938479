import { useCallback } from 'react';
import type { GameLaunchOutcome, GameLaunchRequest } from '../contracts/game-launch';
import type { RootStore } from './root-store';
import { useStores } from './stores-context';

/**
 * Asks the launcher (mf_games GameLauncherHost) to start a game; call it from the click handler
 * itself. For a member the blank waiting window is opened here, synchronously, because popup
 * blockers refuse a window opened after any await; the launcher gets it with the command and
 * closes it when it refuses. The promise tells the caller what came of it.
 */
export function launchGame(root: RootStore, request: GameLaunchRequest): Promise<GameLaunchOutcome> {
  const member = root.session.isLoggedIn && !root.session.isDemo;
  const waitingWindow = member ? root.windows.openWaiting('gameWindow') : null;
  return new Promise<GameLaunchOutcome>((resolve) => {
    let answered = false;
    const respond = (outcome: GameLaunchOutcome) => {
      if (answered) return;
      answered = true;
      resolve(outcome);
    };
    const heard = root.bus.emit('game:launch', { ...request, waitingWindow, respond });
    if (!heard) {
      root.windows.closeWaiting();
      respond({ status: 'refused', reason: 'unavailable' });
    }
  });
}

/** launchGame bound to the page's RootStore, for click handlers. */
export function useLaunchGame(): (request: GameLaunchRequest) => Promise<GameLaunchOutcome> {
  const root = useStores();
  return useCallback((request: GameLaunchRequest) => launchGame(root, request), [root]);
}
