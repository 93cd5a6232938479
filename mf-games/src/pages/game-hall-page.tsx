import { GameHallView } from '../features/game-lists/components/game-hall-view';

/** /gameHall/:id and /main/:id: the game hall of features/game-lists. */
export function GameHallPage() {
  return <GameHallView />;
}
