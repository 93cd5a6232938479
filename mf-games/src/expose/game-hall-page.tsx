import { RemoteRoot, type PageProps } from '@casino/mf-shared';
import { NS, loadMessages } from '../app/namespace';
import { GameHallView } from '../features/game-hall/components/game-hall-view';

/** mf_games/GameHallPage (/gameHall/:id and /main/:id). */
export default function GameHallPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <GameHallView />
    </RemoteRoot>
  );
}
