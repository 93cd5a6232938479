import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';

/**
 * Serves `game:launch` from anywhere on the page. Visitors are sent to the login modal; demo
 * sites block launching (member-and-account.md §1); members are told that launching arrives
 * with the games issue (open modes, play1 call, maintenance dialog).
 */
export function useGameLauncher(): void {
  const { bus, session, site, notifier } = useStores();
  const { t } = useTranslation(NS);

  useEffect(
    () =>
      bus.on('game:launch', () => {
        if (site.demoMode) {
          notifier.info(t('launcher.demoBlocked'));
        } else if (!session.isLoggedIn) {
          bus.emit('auth:open', { tab: 'login' });
        } else {
          notifier.info(t('launcher.pending'));
        }
      }),
    [bus, session, site, notifier, t],
  );
}
