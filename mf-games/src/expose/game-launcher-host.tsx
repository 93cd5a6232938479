import type { HostProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { GameLauncher } from '../features/launcher/game-launcher';

/** mf_games/GameLauncherHost (serves game:launch, mounted once by the shell). */
export default function GameLauncherHost(_props: HostProps) {
  return (
    <RemoteRoot quiet>
      <GameLauncher />
    </RemoteRoot>
  );
}
