import type { GameNames } from '@casino/contracts';

/** The language every game name falls back to (member-and-account.md §3). */
export const NAME_FALLBACK_LOCALE = 'en_US';

/**
 * A game's name (or a template list's title) in the site language: that language's text, else
 * en_US's, else any language's the record has, else `fallback` (the game code), so a tile always
 * has a name to show and to be found by.
 */
export function localizedName(names: GameNames | null | undefined, locale: string, fallback = ''): string {
  const pick = (value: string | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (!names || typeof names !== 'object') return fallback;
  return pick(names[locale]) ?? pick(names[NAME_FALLBACK_LOCALE]) ?? Object.values(names).map(pick).find(Boolean) ?? fallback;
}
