// The sandbox slot's page script (served as a file: the page's CSP allows no inline script).
// Each spin is a POST to the sandbox, authorised by the launch's token in x-game-session, never by
// the member's token; the answer carries the new balance, the reels and the translated result.

/** What a reel shows for a symbol (game-pages/slot-page.ts SYMBOL_GLYPHS). */
const GLYPHS = { seven: '7', bell: '🔔', cherry: '🍒', lemon: '🍋', star: '⭐', diamond: '💎' };

const root = document.getElementById('slot');
const form = document.getElementById('spin-form');
const bet = document.getElementById('bet');
const button = document.getElementById('spin');
const balance = document.getElementById('balance');
const reels = document.getElementById('reels');
const result = document.getElementById('result');
const error = document.getElementById('error');

if (root && form && bet && button && balance && reels && result && error) {
  const accent = root.dataset.accent ?? '';
  if (/^#[0-9a-f]{6}$/i.test(accent)) document.body.style.setProperty('--accent', accent);

  const showError = (message) => {
    error.textContent = message;
    error.hidden = false;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = root.dataset.textSpinning ?? '';
    error.hidden = true;
    error.textContent = '';
    try {
      const response = await fetch(root.dataset.spinUrl ?? '', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json', 'x-game-session': root.dataset.session ?? '', lang: root.dataset.lang ?? 'en_US' },
        body: JSON.stringify({ bet: Number(bet.value) }),
      });
      const answer = await response.json();
      if (!answer || answer.ok !== true) {
        showError((answer && answer.error) || root.dataset.textNetworkError || '');
        return;
      }
      const glyphs = reels.querySelectorAll('.slot-reel');
      answer.reels.forEach((symbol, i) => {
        if (glyphs[i]) glyphs[i].textContent = GLYPHS[symbol] ?? '?';
      });
      reels.setAttribute('aria-label', answer.reels_label);
      reels.classList.toggle('slot-reels-win', answer.payout > 0);
      balance.textContent = answer.cash_text;
      result.textContent = answer.message;
    } catch {
      showError(root.dataset.textNetworkError ?? '');
    } finally {
      button.disabled = false;
      button.textContent = root.dataset.textSpin ?? '';
    }
  });
}
