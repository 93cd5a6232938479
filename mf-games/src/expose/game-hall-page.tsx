import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { GameHallPage as GameHall } from '../pages/game-hall-page';

/** mf_games/GameHallPage (/gameHall/:id and /main/:id). */
export default function GameHallPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <GameHall />
    </RemoteRoot>
  );
}
