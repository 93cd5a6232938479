import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { SlotGamesView } from '../features/slot-games/slot-games-view';

/** mf_games/SlotGamePage (/slotgame, no nav bar or footer). */
export default function SlotGamePage(_props: PageProps) {
  return (
    <RemoteRoot>
      <SlotGamesView />
    </RemoteRoot>
  );
}
