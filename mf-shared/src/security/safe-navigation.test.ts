import { decideNavigation } from './safe-navigation';

const here = 'https://casino.example/discount?x=1';

describe('decideNavigation', () => {
  it('routes same-site links inside the app', () => {
    expect(decideNavigation('/gameHall/2?gp=GPR8#top', {}, here)).toEqual({ kind: 'internal', path: '/gameHall/2?gp=GPR8#top' });
    expect(decideNavigation('https://casino.example/faq/3', {}, here)).toEqual({ kind: 'internal', path: '/faq/3' });
  });

  it('refuses an external URL unless asked for explicitly', () => {
    expect(decideNavigation('https://partner.example/promo', {}, here)).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
    expect(decideNavigation('https://partner.example/promo', { external: true }, here)).toEqual({
      kind: 'external',
      href: 'https://partner.example/promo',
    });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', '  JAVASCRIPT:void(0)'])(
    'refuses %j even as external',
    (target) => {
      expect(decideNavigation(target, { external: true }, here)).toEqual({ kind: 'refused', reason: 'disallowed-url' });
    },
  );
});
