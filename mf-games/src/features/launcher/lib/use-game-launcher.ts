import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type GameLaunchOutcome } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { refusalMessageKeys, refusalOf } from '../lib/launch-rules';

/**
 * Serves `game:launch` from anywhere on the page and answers every command with its outcome.
 * Visitors are asked to log in first (proxy.please_login_title, then the login modal); demo
 * sites, the closed site and the game state refuse (member-and-account.md §5). Starting a game
 * (open modes, play1, the maintenance dialog) arrives with the games issue: until then a member
 * is told so and the caller hears "unavailable", never a made-up "started". A refused launch
 * closes the waiting window the caller opened.
 */
export function useGameLauncher(): void {
  const { bus, session, site, game, layout, member, windows, notifier } = useStores();
  const { t } = useTranslation(NS);

  useEffect(
    () =>
      bus.on('game:launch', (command) => {
        const answer = (outcome: GameLaunchOutcome) => {
          if (outcome.status !== 'started') windows.closeWaiting();
          command.respond?.(outcome);
        };
        const reason =
          refusalOf({
            demoSite: site.demoMode,
            loggedIn: session.isLoggedIn,
            siteClosed: site.config.flags.siteClosed,
            starting: game.starting,
            quitting: game.quitting,
            isDesktop: layout.isDesktop,
            playing: member.layout?.isPlaying ?? false,
          }) ?? 'unavailable';
        if (reason === 'login-required') bus.emit('auth:open', { tab: 'login', confirmFirst: true });
        const key = refusalMessageKeys[reason];
        if (key) notifier.info(t(key));
        answer({ status: 'refused', reason });
      }),
    [bus, session, site, game, layout, member, windows, notifier, t],
  );
}
