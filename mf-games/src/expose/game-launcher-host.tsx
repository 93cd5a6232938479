import { RemoteRoot } from '@casino/mf-shared';
import type { HostProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { GameLauncher } from '../features/launcher/components/game-launcher';

/** mf_games/GameLauncherHost (serves game:launch, mounted once by the shell). */
export default function GameLauncherHost(_props: HostProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages} quiet>
      <GameLauncher />
    </RemoteRoot>
  );
}
