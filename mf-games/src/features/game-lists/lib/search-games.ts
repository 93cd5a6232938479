/** The words of a search, folded so case and accents do not matter ("Mắn" finds "man"). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The games whose shown name contains the query (case and accents ignored), in their order; the
 * whole list for a blank query. Searching runs over what is loaded: no call per keystroke.
 */
export function searchGames<T>(games: readonly T[], query: string, nameOf: (game: T) => string): T[] {
  const needle = fold(query);
  if (!needle) return [...games];
  return games.filter((game) => fold(nameOf(game)).includes(needle));
}
