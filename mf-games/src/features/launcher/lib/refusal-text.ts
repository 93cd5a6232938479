import type { GameLaunchRefusal } from '@casino/contracts';

/** A translation function of the games namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The games namespace's text of a refusal the launcher shows itself (the spec's key in brackets,
 * GAME_LAUNCH_REFUSAL_KEYS); null for login-required (the login confirm is shown instead) and
 * cancelled (the member chose). Literal keys, so the locale test sees each of them.
 */
export function refusalText(t: Translate, reason: GameLaunchRefusal): string | null {
  switch (reason) {
    case 'demo-site':
      return t('launcher.demoBlocked');
    case 'site-closed':
      return t('launcher.siteClosed'); // r88close_msg
    case 'starting':
      return t('launcher.starting'); // pg.alert_starting
    case 'quitting':
      return t('launcher.quitting'); // pg.alert_quitting
    case 'duplicate':
      return t('launcher.duplicate'); // pg.alert_duplicate
    case 'playing':
      return t('launcher.playing'); // pg.err_is_playing
    case 'transfer-back':
      return t('launcher.transferBack'); // one_key_waiting
    case 'unavailable':
      return t('launcher.startFailed'); // pg.start_failed
    case 'login-required':
    case 'cancelled':
      return null;
  }
}
