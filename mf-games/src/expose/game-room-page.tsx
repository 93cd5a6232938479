import type { PageProps } from '@casino/mf-shared';
import { RemoteRoot } from '../app/remote-root';
import { GameRoomView } from '../features/game-room/game-room-view';

/** mf_games/GameRoomPage (/gameRoom). */
export default function GameRoomPage(_props: PageProps) {
  return (
    <RemoteRoot>
      <GameRoomView />
    </RemoteRoot>
  );
}
