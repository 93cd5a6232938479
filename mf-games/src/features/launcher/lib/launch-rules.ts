import type { GameLaunchRefusal } from '@casino/contracts';

/** What the launcher knows when a launch is asked for. */
export interface LaunchState {
  demoSite: boolean;
  loggedIn: boolean;
  siteClosed: boolean;
  starting: boolean;
  quitting: boolean;
  /** The same game (provider and game code) is open in the game window, which is still open. */
  sameGameOpen: boolean;
  isDesktop: boolean;
  /** The member layout's is_playing. */
  playing: boolean;
  /** A one-key transfer back is running. */
  transferringBack: boolean;
}

/**
 * Why a launch is refused, in the order of member-and-account.md §5 (demo first, then the login,
 * then the closed site and the game state), or null when the launch may go on.
 */
export function refusalOf(state: LaunchState): GameLaunchRefusal | null {
  if (state.demoSite) return 'demo-site';
  if (!state.loggedIn) return 'login-required';
  if (state.siteClosed) return 'site-closed';
  if (state.starting) return 'starting';
  if (state.quitting) return 'quitting';
  if (state.sameGameOpen) return 'duplicate';
  if (!state.isDesktop && state.playing) return 'playing';
  if (state.transferringBack) return 'transfer-back';
  return null;
}

/** Whether two launches name the same game: the provider and the game code (a provider's lobby has none). */
export function isSameGame(
  a: { gpId: string; gameCode?: string | undefined },
  b: { gpId: string; gameCode?: string | undefined },
): boolean {
  return a.gpId === b.gpId && (a.gameCode ?? '') === (b.gameCode ?? '');
}
