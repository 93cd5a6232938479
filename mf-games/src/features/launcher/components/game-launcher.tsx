import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, storageKeys, useLocalePath, useSafeNavigate, useStores } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { browserFacts, launchEnvironment } from '../lib/launch-environment';
import { GameLauncherStore, type LauncherEnvironment } from '../stores/game-launcher-store';

// The dialogs load when one is shown: the host itself loads when the browser is idle and stays small.
const MaintenanceDialog = lazy(() => import('./maintenance-dialog').then((module) => ({ default: module.MaintenanceDialog })));
const GameModal = lazy(() => import('./game-modal').then((module) => ({ default: module.GameModal })));
const ClickNeededDialog = lazy(() => import('./click-needed-dialog').then((module) => ({ default: module.ClickNeededDialog })));

/**
 * The launcher host: serves `game:launch` and the quit step for the whole page and shows what a
 * launch may end in (the maintenance dialog, the game modal, the "play" question when a game
 * needs a click of its own).
 */
export const GameLauncher = observer(function GameLauncher() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const navigate = useSafeNavigate();
  const localePath = useLocalePath();
  // The store is made once; what changes with the render (language, route helpers) is read through this.
  const latest = useRef({ t, navigate, localePath });
  latest.current = { t, navigate, localePath };
  const [launcher] = useState(() => {
    const env: LauncherEnvironment = {
      t: (key, options) => latest.current.t(key, options),
      navigate: (target, options) => void latest.current.navigate(target, options),
      pageHref: () => window.location.href,
      lobbyUrl: () => new URL(latest.current.localePath('/close'), window.location.href).href,
      device: () => launchEnvironment(root.layout.device, browserFacts(browserStorage('local').getItem(storageKeys.pwa))),
      localStorage: browserStorage('local'),
    };
    return new GameLauncherStore(root, env);
  });
  useEffect(() => launcher.listen(), [launcher]);

  return (
    <Suspense fallback={null}>
      {launcher.maintenance && <MaintenanceDialog notice={launcher.maintenance} onClose={() => launcher.closeMaintenance()} />}
      {launcher.modalGame && <GameModal game={launcher.modalGame} onClose={() => launcher.closeModal()} />}
      {launcher.clickNeeded && (
        <ClickNeededDialog
          request={launcher.clickNeeded.request}
          onPlay={() => launcher.confirmClick()}
          onCancel={() => launcher.cancelClick()}
        />
      )}
    </Suspense>
  );
});
