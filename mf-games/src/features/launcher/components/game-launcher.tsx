import { useGameLauncher } from '../lib/use-game-launcher';

/** The launcher host: no area of its own, only the `game:launch` listener. */
export function GameLauncher() {
  useGameLauncher();
  return null;
}
