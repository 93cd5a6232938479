import { searchGames } from './search-games';

const games = ['Lucky 8', 'Fortune Gems', 'May Mắn 8', '幸运8', 'Super Ace'];
const names = (query: string) => searchGames(games, query, (name) => name);

describe('searchGames', () => {
  it.each([
    ['a blank query keeps every game', '  ', games],
    ['a part of a name, any case', 'LUCK', ['Lucky 8']],
    ['accents ignored', 'man', ['May Mắn 8']],
    ['accents typed', 'mắn', ['May Mắn 8']],
    ['Chinese', '幸运', ['幸运8']],
    ['every game containing it, in order', '8', ['Lucky 8', 'May Mắn 8', '幸运8']],
    ['surrounding spaces ignored', ' ace ', ['Super Ace']],
    ['nothing for no match', 'zzz', []],
  ])('%s', (_case, query, expected) => {
    expect(names(query)).toEqual(expected);
  });
});
