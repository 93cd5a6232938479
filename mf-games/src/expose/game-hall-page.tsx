import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { GameHallView } from '../features/game-hall/game-hall-view';

/** mf_games/GameHallPage (/gameHall/:id and /main/:id). */
export default function GameHallPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <GameHallView />
    </RemoteRoot>
  );
}
