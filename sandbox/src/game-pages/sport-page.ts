import type { Lang } from '../http/lang';
import { h, htmlDocument } from './html';
import { pageText, type PageTextKey } from './page-texts';

/** Matches shown before "Show more matches"; the rest are hidden until then. */
export const VISIBLE_MATCHES = 3;

const TEAMS = [
  ['Harbour City', 'Northfield'],
  ['Red Valley', 'Eastport United'],
  ['Lakeside Rovers', 'Stonebridge'],
  ['Golden Coast', 'Riverside Athletic'],
  ['Iron Hills', 'Westmoor'],
  ['Sunset Bay', 'Kingsford'],
  ['Highland Park', 'Bramblewood'],
  ['Silver Lake', 'Ashford Town'],
  ['Crown Point', 'Millbrook'],
  ['Oakridge', 'Port Hamilton'],
] as const;

export interface SportGameLink {
  gp_id: string;
  game_type: number;
  game_code: string;
  name: string;
  provider: string;
}

/**
 * The sport provider's betting page, framed by the site. Its script (static/sport-page.js) posts
 * `{ type: 'S001', height }` to the framing site whenever the content height changes, and
 * `{ type: 'U003', gp_id, game_type, game_code, game_name }` when a game button is pressed, both to
 * `parentOrigin` only (the route checked it against the site origins; docs/sandbox.md "Sport page").
 */
export function sportPage(input: { lang: Lang; parentOrigin: string; games: readonly SportGameLink[] }): string {
  const { lang } = input;
  const text = (key: PageTextKey, params?: Record<string, string | number>): string => h(pageText(key, lang, params));
  const matches = TEAMS.map(([home, away], i) => {
    const match = `${home} – ${away}`;
    const league = pageText(i % 2 === 0 ? 'leaguePremier' : 'leagueContinental', lang);
    const time = `${String(13 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`;
    // odds that look like a book's: home favourite on even rows, away on odd ones
    const odds = [1.45 + (i % 5) * 0.2, 3.1 + (i % 3) * 0.25, 2.2 + ((i + 2) % 4) * 0.35].map((o) => o.toFixed(2));
    const buttons = (['home', 'draw', 'away'] as const)
      .map((outcome, k) => {
        const label = pageText('oddsLabel', lang, { match, outcome: pageText(outcome, lang), odds: odds[k] ?? '' });
        return `<button type="button" class="sport-odd" aria-pressed="false" aria-label="${h(label)}">${text(outcome)} <b>${odds[k]}</b></button>`;
      })
      .join('');
    return `<li class="sport-match"${i >= VISIBLE_MATCHES ? ' data-extra hidden' : ''}>
<p class="sport-league">${h(league)} · <time>${time}</time></p>
<p class="sport-teams">${h(match)}</p>
<div class="sport-odds" role="group" aria-label="${h(match)}">${buttons}</div>
</li>`;
  }).join('\n');
  const games = input.games
    .map(
      (g) =>
        `<li><button type="button" class="sport-game" data-gp-id="${h(g.gp_id)}" data-game-type="${g.game_type}" data-game-code="${h(g.game_code)}" data-game-name="${h(g.name)}">${text('playGame', { game: g.name, provider: g.provider })}</button></li>`,
    )
    .join('\n');
  const body = `<main class="sport" id="sport" data-parent-origin="${h(input.parentOrigin)}"
  data-text-show-more="${text('showMore')}" data-text-show-less="${text('showLess')}" data-text-bet-slip="${h(pageText('betSlip', lang))}">
<h1>${text('sportTitle')}</h1>
<section aria-labelledby="matches-title">
<h2 id="matches-title">${text('matches')}</h2>
<ul id="matches" class="sport-matches">
${matches}
</ul>
<button type="button" id="more" class="sport-more" aria-expanded="false" aria-controls="matches">${text('showMore')}</button>
<p id="slip" class="sport-slip" role="status">${text('betSlip', { count: 0 })}</p>
</section>
<section aria-labelledby="games-title">
<h2 id="games-title">${text('casinoGames')}</h2>
<ul class="sport-games">
${games}
</ul>
</section>
</main>`;
  return htmlDocument({ lang, title: pageText('sportTitle', lang), body, script: 'sport-page.js', bodyClass: 'sport-body' });
}
