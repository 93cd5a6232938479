import type { GameData } from '@casino/contracts';
import { FavouriteToggle } from './favourite-toggle';
import { GamePicture } from './game-picture';

interface GameTileProps {
  game: GameData;
  /** The game's name in the page language. */
  name: string;
  /** Shown under the name in lists that mix providers (hot, new, template lists). */
  showProvider: boolean;
  /** The member's mark, or null for a visitor (no toggle). */
  favourite: { pressed: boolean; busy: boolean; onToggle: () => void } | null;
  onLaunch: () => void;
}

/** One game of a list: a button named after the game that launches it, and the member's favourite toggle. */
export function GameTile({ game, name, showProvider, favourite, onLaunch }: GameTileProps) {
  return (
    <li className="games-tile" data-game-id={game.id}>
      <button type="button" className="games-tile__play" onClick={onLaunch}>
        <GamePicture key={game.icon_light} src={game.icon_light} name={name} />
        <span className="games-tile__name">{name}</span>
      </button>
      {showProvider && <span className="games-tile__provider">{game.gp_name}</span>}
      {favourite && <FavouriteToggle gameName={name} {...favourite} />}
    </li>
  );
}
