import { banner } from '../../../testing/home-fixtures';
import { resolveBannerAction, type BannerActionContext } from './banner-action';

const site: BannerActionContext = { siteCurrency: 'RMB', demoMode: false, origin: 'https://casino.test' };
const game = { currency: 'RMB', gt_id: 2, gp_id: 'GPJL', gp_gt_name: 'GPJL slot', customized: null };

describe('resolveBannerAction', () => {
  it('opens an external link (link_type 0) in a new tab for link_method 1, else in the same tab', () => {
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 0, link_method: 1, link: 'https://promo.example.com/x?a=1' }), site)).toEqual({
      kind: 'external',
      href: 'https://promo.example.com/x?a=1',
      newTab: true,
    });
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 0, link_method: 0, link: 'https://promo.example.com/' }), site)).toMatchObject({
      kind: 'external',
      newTab: false,
    });
  });

  it.each(['javascript:alert(1)', 'JaVa\nScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])(
    'refuses the unsafe link %p',
    (link) => {
      expect(resolveBannerAction(banner(1, 0, 1, { link_type: 0, link }), site)).toEqual({ kind: 'blocked', reason: 'unsafe' });
      expect(resolveBannerAction(banner(1, 0, 1, { link_type: 1, link }), site)).toEqual({ kind: 'blocked', reason: 'unsafe' });
    },
  );

  it('follows an internal route (link_type 1) in the app, and refuses one that leaves the site', () => {
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 1, link: '/discount/1?x=2' }), site)).toEqual({
      kind: 'internal',
      path: '/discount/1?x=2',
      newTab: false,
    });
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 1, link_method: 1, link: '/faq' }), site)).toEqual({
      kind: 'internal',
      path: '/faq',
      newTab: true,
    });
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 1, link: '//evil.example.com/x' }), site)).toEqual({
      kind: 'blocked',
      reason: 'unsafe',
    });
  });

  it('asks for a game launch (link_type 2) when the game currency is the site currency', () => {
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 2, game_link_parameter: game }), site)).toEqual({
      kind: 'game',
      launch: { gpId: 'GPJL', gtId: 2, source: 'home-banner' },
    });
  });

  it('blocks a game link whose currency differs from the site currency', () => {
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 2, game_link_parameter: { ...game, currency: 'VND' } }), site)).toEqual({
      kind: 'blocked',
      reason: 'currency',
    });
  });

  it('disables every banner link in demo mode', () => {
    for (const extra of [
      { link_type: 0, link: 'https://a.example.com' },
      { link_type: 1, link: '/faq' },
      { link_type: 2, game_link_parameter: game },
    ]) {
      expect(resolveBannerAction(banner(1, 0, 1, extra), { ...site, demoMode: true })).toEqual({ kind: 'disabled' });
    }
  });

  it('does nothing for a banner without a target', () => {
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 0, link: '' }), site)).toEqual({ kind: 'none' });
    expect(resolveBannerAction(banner(1, 0, 1, { link_type: 2, game_link_parameter: null }), site)).toEqual({ kind: 'none' });
  });
});
