import type { GameData } from '@casino/contracts';
import { launchRequestOf } from './launch-request';

const game: GameData = {
  id: 7,
  gp_id: 'GPJL',
  gp_name: 'JILI',
  game_type: 2,
  game_code: 'JL-2-007',
  game_name: { en_US: 'Super Ace' },
  house: 'h1',
  customized: 1,
  icon_light: '',
  member_favorite: 0,
  tag: 'hot',
};

describe('launchRequestOf', () => {
  it('asks for the game as play1 needs it, with its name in the page language', () => {
    expect(launchRequestOf(game, 'Super Ace', 'game-hall', 'modal')).toEqual({
      gpId: 'GPJL',
      gtId: 2,
      gameCode: 'JL-2-007',
      house: 'h1',
      gameName: 'Super Ace',
      customized: true,
      source: 'game-hall',
      openMode: 'modal',
    });
  });

  it('leaves the open mode to the launcher when the list does not know it', () => {
    const request = launchRequestOf({ ...game, customized: 0 }, 'Super Ace', 'slot-list');
    expect(request).not.toHaveProperty('openMode');
    expect(request.customized).toBe(false);
    expect(request.source).toBe('slot-list');
  });
});
