import type { GameLaunchRefusal } from '@casino/mf-shared';

/** What the launcher knows when a launch is asked for. */
export interface LaunchState {
  demoSite: boolean;
  loggedIn: boolean;
  siteClosed: boolean;
  starting: boolean;
  quitting: boolean;
  isDesktop: boolean;
  /** The member layout's is_playing. */
  playing: boolean;
}

/**
 * Why a launch is refused, in the order of member-and-account.md §5 (demo first, then the
 * login, then the closed site and the game state), or null when the launch may go on.
 */
export function refusalOf(state: LaunchState): GameLaunchRefusal | null {
  if (state.demoSite) return 'demo-site';
  if (!state.loggedIn) return 'login-required';
  if (state.siteClosed) return 'site-closed';
  if (state.starting) return 'starting';
  if (state.quitting) return 'quitting';
  if (!state.isDesktop && state.playing) return 'playing';
  return null;
}

/** The games namespace's message for each refusal the launcher shows itself (login-required opens the login instead). */
export const refusalMessageKeys: Partial<Record<GameLaunchRefusal, string>> = {
  'demo-site': 'launcher.demoBlocked',
  'site-closed': 'launcher.siteClosed',
  starting: 'launcher.starting',
  quitting: 'launcher.quitting',
  playing: 'launcher.playing',
  unavailable: 'launcher.pending',
};
