import type { SlotSymbol } from '../games/slot-machine';
import type { Lang } from '../http/lang';
import { h, htmlDocument } from './html';
import { formatMoney, pageText, type PageTextKey } from './page-texts';

/** What a reel shows for a symbol (slot-game.js has the same table). */
export const SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  seven: '7',
  bell: '🔔',
  cherry: '🍒',
  lemon: '🍋',
  star: '⭐',
  diamond: '💎',
};

const SYMBOL_TEXTS: Record<SlotSymbol, PageTextKey> = {
  seven: 'symbolSeven',
  bell: 'symbolBell',
  cherry: 'symbolCherry',
  lemon: 'symbolLemon',
  star: 'symbolStar',
  diamond: 'symbolDiamond',
};

/** "Reels: seven, bell, cherry": what the reels say to assistive technology. */
export function reelsLabel(reels: readonly SlotSymbol[], lang: Lang): string {
  return pageText('reels', lang, { symbols: reels.map((s) => pageText(SYMBOL_TEXTS[s], lang)).join(lang === 'zh_CN' ? '、' : ', ') });
}

export interface SlotPageInput {
  lang: Lang;
  gameName: string;
  providerName: string;
  /** the provider's colour, a #rrggbb value (the page's accent) */
  accent: string;
  cash: number;
  currency: string;
  bets: readonly number[];
  /** where "Back to lobby" leads: play1's validated lobby_url */
  lobbyUrl: string;
  /**
   * A visitor's demo: "Demo" marked, the balance is demo credit (no currency: it is not money) and
   * the way back is "Back to the site".
   */
  demo?: boolean;
  spinUrl: string;
  session: string;
}

const START_REELS: SlotSymbol[] = ['seven', 'bell', 'cherry'];

/**
 * The provider's game page: name, provider, balance, bet, Spin, the result and "Back to lobby"
 * (a demo: "Demo", the demo credit and "Back to the site").
 * Its script (static/slot-game.js) posts each spin with the launch's token and shows the answer;
 * the link targets the top window, so a game framed by the site (modal, /play) leaves the frame.
 */
export function slotPage(input: SlotPageInput): string {
  const { lang } = input;
  const text = (key: PageTextKey, params?: Record<string, string | number>): string => h(pageText(key, lang, params));
  const options = input.bets.map((bet) => `<option value="${bet}">${h(formatMoney(bet, lang))}</option>`).join('');
  const demo = input.demo === true;
  const reels = START_REELS.map((s) => `<span class="slot-reel" aria-hidden="true">${SYMBOL_GLYPHS[s]}</span>`).join('');
  const body = `<main class="slot" id="slot" data-spin-url="${h(input.spinUrl)}" data-session="${h(input.session)}" data-lang="${lang}"
  data-accent="${h(input.accent)}" data-text-spin="${text('spin')}" data-text-spinning="${text('spinning')}" data-text-network-error="${text('networkError')}">
<header class="slot-header">
<h1>${h(input.gameName)}</h1>
<p class="slot-provider">${text('provider', { provider: input.providerName })}</p>${
    demo ? `\n<p class="slot-demo"><strong class="slot-demo-badge">${text('demoBadge')}</strong> ${text('demoNote')}</p>` : ''
  }
</header>
<p class="slot-balance"><span id="balance-label">${text(demo ? 'demoCredit' : 'balance')}</span>
<output id="balance" aria-labelledby="balance-label">${h(formatMoney(input.cash, lang))}</output>${
    demo ? '' : `\n<span class="slot-currency">${h(input.currency)}</span>`
  }</p>
<div id="reels" class="slot-reels" role="img" aria-label="${h(reelsLabel(START_REELS, lang))}">${reels}</div>
<form id="spin-form" class="slot-form" action="#">
<label for="bet">${text('bet')}</label>
<select id="bet" name="bet">${options}</select>
<button id="spin" type="submit">${text('spin')}</button>
</form>
<p id="result" class="slot-result" role="status">${text('ready')}</p>
<p id="error" class="slot-error" role="alert" hidden></p>
<p class="slot-paytable">${text('paytable')}</p>
${input.lobbyUrl ? `<a id="lobby" class="slot-lobby" href="${h(input.lobbyUrl)}" target="_top">${text(demo ? 'backToSite' : 'backToLobby')}</a>` : ''}
</main>`;
  return htmlDocument({
    lang,
    title: pageText(demo ? 'demoPageTitle' : 'pageTitle', lang, { game: input.gameName, provider: input.providerName }),
    body,
    script: 'slot-game.js',
    bodyClass: 'slot-body',
  });
}
