/** Game type ids of the halls (sandbox seed and shell navigation) and their message keys. */
export const gameTypeKeys = {
  2: 'slot',
  3: 'live',
  4: 'sport',
  5: 'lottery',
  6: 'chess',
  7: 'virtual_sport',
  8: 'cockfight',
  9: 'esport',
} as const;

export type GameTypeKey = (typeof gameTypeKeys)[keyof typeof gameTypeKeys];

/** The message key of a hall's route id (`/gameHall/:id`), or undefined for an unknown id. */
export function gameTypeKeyOf(id: string | undefined): GameTypeKey | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return (gameTypeKeys as Record<number, GameTypeKey | undefined>)[Number(id)];
}

/** A hall's title in the page language (literal keys, so the locale test sees each of them). */
export function gameTypeTitle(t: (key: string) => string, key: GameTypeKey): string {
  switch (key) {
    case 'slot':
      return t('gameType.slot');
    case 'live':
      return t('gameType.live');
    case 'sport':
      return t('gameType.sport');
    case 'lottery':
      return t('gameType.lottery');
    case 'chess':
      return t('gameType.chess');
    case 'virtual_sport':
      return t('gameType.virtual_sport');
    case 'cockfight':
      return t('gameType.cockfight');
    case 'esport':
      return t('gameType.esport');
  }
}
