// The sandbox sport page's script (served as a file: the page's CSP allows no inline script).
// It talks to the site that frames it, and only to that origin (data-parent-origin, checked by the
// sandbox against the site origins):
//   { type: 'S001', height }                      the content height in CSS pixels, whenever it changes
//   { type: 'U003', gp_id, game_type, game_code, game_name }
//                                                 a game button was pressed: the site launches that game

const root = document.getElementById('sport');
const list = document.getElementById('matches');
const more = document.getElementById('more');
const slip = document.getElementById('slip');

if (root && list && more && slip) {
  const parentOrigin = root.dataset.parentOrigin ?? '';
  const framed = window.parent !== window;
  const post = (message) => {
    if (framed && parentOrigin) window.parent.postMessage(message, parentOrigin);
  };

  let lastHeight = -1;
  const reportHeight = () => {
    // the content's own height: the document's would never shrink below the frame the site sized
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'S001', height });
  };

  more.addEventListener('click', () => {
    const expanded = more.getAttribute('aria-expanded') === 'true';
    list.querySelectorAll('.sport-match[data-extra]').forEach((item) => {
      item.hidden = expanded;
    });
    more.setAttribute('aria-expanded', String(!expanded));
    more.textContent = (expanded ? root.dataset.textShowMore : root.dataset.textShowLess) ?? '';
    reportHeight();
  });

  list.addEventListener('click', (event) => {
    const odd = event.target instanceof Element ? event.target.closest('.sport-odd') : null;
    if (!odd) return;
    odd.setAttribute('aria-pressed', String(odd.getAttribute('aria-pressed') !== 'true'));
    const count = list.querySelectorAll('.sport-odd[aria-pressed="true"]').length;
    slip.textContent = (root.dataset.textBetSlip ?? '').replace('{count}', String(count));
  });

  root.querySelectorAll('.sport-game').forEach((game) => {
    game.addEventListener('click', () => {
      post({
        type: 'U003',
        gp_id: game.dataset.gpId ?? '',
        game_type: Number(game.dataset.gameType),
        game_code: game.dataset.gameCode ?? '',
        game_name: game.dataset.gameName ?? '',
      });
    });
  });

  if ('ResizeObserver' in window) new ResizeObserver(reportHeight).observe(root);
  window.addEventListener('load', reportHeight);
  reportHeight();
}
