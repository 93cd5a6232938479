import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { SlotGamesView } from '../features/game-lists/components/slot-games-view';

/** mf_games/SlotGamePage (/slotgame, no nav bar or footer). */
export default function SlotGamePage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <SlotGamesView />
    </RemoteRoot>
  );
}
