import type { GameOpenMode } from '@casino/contracts';

/** Where /close runs: inside the site's own game iframe, in the tab the game replaced, or in the game's window. */
export type CloseWhere = 'frame' | 'tab' | 'window';

/** What /close needs of the page (tests give stand-ins). */
export interface CloseEnvironment {
  /** The page is inside a frame (the /play page's or the game modal's iframe). */
  framed: boolean;
  /**
   * How the game launched last from this tab opened (session storage), if any. A game window never
   * inherits one: it is forgotten before any window opens (a new window copies the tab's session storage).
   */
  launchedMode: GameOpenMode | null;
  /** Tells the parent page, on this origin only, that the game ended (GAME_CLOSE_MESSAGE). */
  tellParent: () => void;
  /** window.close(); true when the window is closing, false when the browser refused (a tab the user opened). */
  closeSelf: () => boolean;
  /** Leaves `quickGame` in window-msg: the main window closes the game window and runs the before-quit step. */
  tellMainWindow: () => void;
  /** Runs the quit step here and goes to the lobby (/). */
  returnToLobby: () => void;
}

/**
 * The lobby return of member-and-account.md §2 (play1's lobby_url):
 * - inside the site's own iframe (page or modal mode): the parent page ends the game;
 * - in the tab the game replaced (redirect mode) or left (a game in /play or the modal whose
 *   lobby link targets the top window): the quit step runs here, then the lobby;
 * - otherwise in the game's window (window mode): it closes itself, then tells the main window
 *   (quickGame) — in that order, so a /close the user opened in a tab of their own (the browser
 *   refuses to close it) never tells another tab to close its game; that tab returns to the lobby.
 */
export function runCloseStep(env: CloseEnvironment): CloseWhere {
  if (env.framed) {
    env.tellParent();
    return 'frame';
  }
  if (env.launchedMode !== null && env.launchedMode !== 'window') {
    env.returnToLobby();
    return 'tab';
  }
  if (env.closeSelf()) {
    // The document lives until the end of this task: the message still goes out.
    env.tellMainWindow();
    return 'window';
  }
  env.returnToLobby();
  return 'tab';
}
