import type { GameData, GameLaunchRequest, GameOpenMode } from '@casino/contracts';

/** Where a launch came from (the launcher's logs and rules read `source`). */
export type ListSource = 'game-hall' | 'slot-list' | 'game-room';

/** The launcher's request for a game of a list: the game's provider, type, code and house as play1 needs them. */
export function launchRequestOf(game: GameData, name: string, source: ListSource, openMode?: GameOpenMode): GameLaunchRequest {
  return {
    gpId: game.gp_id,
    gtId: Number(game.game_type),
    gameCode: game.game_code,
    house: game.house ?? '',
    gameName: name,
    customized: Number(game.customized) === 1,
    source,
    ...(openMode ? { openMode } : {}),
  };
}
