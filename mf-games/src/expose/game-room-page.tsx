import { RemoteRoot } from '@casino/mf-shared';
import type { PageProps } from '@casino/contracts';
import { NS, loadMessages } from '../app/namespace';
import { GameRoomView } from '../features/game-lists/components/game-room-view';

/** mf_games/GameRoomPage (/gameRoom). */
export default function GameRoomPage(_props: PageProps) {
  return (
    <RemoteRoot ns={NS} loader={loadMessages}>
      <GameRoomView />
    </RemoteRoot>
  );
}
