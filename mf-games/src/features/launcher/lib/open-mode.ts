import type { AppOsPlatforms, GameOpenMode } from '@casino/contracts';
import type { LaunchEnvironment } from './launch-environment';

/** The site's lists the open mode rules read (SiteConfig.flags). */
export interface OpenModeLists {
  windowOnlyGames: readonly string[];
  forcedModalGames: readonly string[];
  appOsPlatforms: AppOsPlatforms;
}

/** How a provider's games open when nothing says otherwise (and when its mode is unknown). */
export const DEFAULT_OPEN_MODE: GameOpenMode = 'window';

/** Which rule decided the mode, for logs, tests and docs/games.md. */
export type OpenModeRule = 'provider' | 'app' | 'window-only' | 'mobile' | 'line' | 'app-os' | 'forced-modal';

/**
 * The open mode of a game (member-and-account.md §4), each rule overriding the ones before it,
 * in the order the spec lists them:
 * 1. the provider's own mode (its `open_mode`, or window when unknown);
 * 2. window in the app, and for providers on the window-only list;
 * 3. on mobile: window, or redirect inside LINE's in-app browser (it opens no popup);
 * 4. the app-OS lists (§9): on iOS the listed providers open by redirect instead of a window,
 *    because iOS (Safari and the app's web view) blocks or breaks their pop-up windows (sound and
 *    full screen need a top-level page); on Android the same for its list. Other modes stay;
 * 5. modal for providers on the forced-modal list, whatever came before (a modal needs no popup).
 */
export function resolveOpenMode(
  gpId: string,
  providerMode: GameOpenMode | undefined,
  env: LaunchEnvironment,
  lists: OpenModeLists,
): { mode: GameOpenMode; rule: OpenModeRule } {
  let decided: { mode: GameOpenMode; rule: OpenModeRule } = { mode: providerMode ?? DEFAULT_OPEN_MODE, rule: 'provider' };
  if (env.app) decided = { mode: 'window', rule: 'app' };
  else if (lists.windowOnlyGames.includes(gpId)) decided = { mode: 'window', rule: 'window-only' };
  if (env.layout === 'mobile') decided = env.line ? { mode: 'redirect', rule: 'line' } : { mode: 'window', rule: 'mobile' };
  const osList = env.os === 'ios' ? lists.appOsPlatforms.ios : env.os === 'android' ? lists.appOsPlatforms.android : [];
  if (decided.mode === 'window' && osList.includes(gpId)) decided = { mode: 'redirect', rule: 'app-os' };
  if (lists.forcedModalGames.includes(gpId)) decided = { mode: 'modal', rule: 'forced-modal' };
  return decided;
}

/** Whether a mode shows the game in a window of its own (the /loading window opened in the click). */
export function needsWindow(mode: GameOpenMode): boolean {
  return mode === 'window';
}
