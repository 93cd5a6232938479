import { BLOCK_LINK_TYPE, resolveLinkTarget } from '@casino/mf-shared';
import type { BusEvents } from '@casino/contracts';
import type { Banner } from '../api/get-carousel-pictures';

/** What a click on a banner does, decided once from the banner and the site (shell-and-public.md §2, §5). */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'disabled' }
  | { kind: 'blocked'; reason: 'currency' | 'unsafe' }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'internal'; path: string; newTab: boolean }
  | { kind: 'game'; launch: BusEvents['game:launch'] };

export interface BannerActionContext {
  siteCurrency: string;
  demoMode: boolean;
  /** Origin of the page (window.location.origin): internal routes must stay on it. */
  origin: string;
}

/** link_type of banners: the block link types, plus 2 a game. */
export const LINK_TYPE = { ...BLOCK_LINK_TYPE, game: 2 } as const;

/**
 * link_type 0 and 1 follow the link-target rules of every site block (external only http(s), an
 * internal route only on this site); a link those rules refuse is blocked with a message.
 * 2 game link (blocked when its currency is not the site's); link_method 1 opens a new tab.
 * Demo mode disables every banner link.
 */
export function resolveBannerAction(banner: Banner, context: BannerActionContext): BannerAction {
  if (context.demoMode) return { kind: 'disabled' };
  switch (Number(banner.link_type)) {
    case LINK_TYPE.external:
    case LINK_TYPE.internal: {
      if (!banner.link?.trim()) return { kind: 'none' };
      const target = resolveLinkTarget(banner.link, banner.link_type, banner.link_method, `${context.origin}/`);
      return target.kind === 'none' ? { kind: 'blocked', reason: 'unsafe' } : target;
    }
    case LINK_TYPE.game: {
      const game = banner.game_link_parameter;
      if (!game?.gp_id) return { kind: 'none' };
      if (game.currency && game.currency !== context.siteCurrency) return { kind: 'blocked', reason: 'currency' };
      // gp_gt_name and customized are display hints of the back office; the launcher needs provider and type.
      return { kind: 'game', launch: { gpId: game.gp_id, gtId: Number(game.gt_id), source: 'home-banner' } };
    }
    default:
      return { kind: 'none' };
  }
}
