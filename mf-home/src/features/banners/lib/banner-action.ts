import { isExternalUrl, parseSafeUrl, type BusEvents } from '@casino/mf-shared';
import type { Banner } from '../api/get-carousel-pictures';

/** What a click on a banner does, decided once from the banner and the site (shell-and-public.md §2, §5). */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'disabled' }
  | { kind: 'blocked'; reason: 'currency' | 'unsafe' }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'internal'; to: string; newTab: boolean }
  | { kind: 'game'; launch: BusEvents['game:launch'] };

export interface BannerActionContext {
  siteCurrency: string;
  demoMode: boolean;
  /** Origin of the page (window.location.origin): internal routes must stay on it. */
  origin: string;
}

export const LINK_TYPE = { external: 0, internal: 1, game: 2 } as const;

/**
 * link_type 0 external (only http/https through parseSafeUrl), 1 internal route (same origin only),
 * 2 game link (blocked when its currency is not the site's); link_method 1 opens a new tab.
 * Demo mode disables every banner link.
 */
export function resolveBannerAction(banner: Banner, context: BannerActionContext): BannerAction {
  if (context.demoMode) return { kind: 'disabled' };
  const newTab = Number(banner.link_method) === 1;
  switch (Number(banner.link_type)) {
    case LINK_TYPE.external: {
      if (!banner.link?.trim()) return { kind: 'none' };
      const url = parseSafeUrl(banner.link, `${context.origin}/`);
      if (!url) return { kind: 'blocked', reason: 'unsafe' };
      return { kind: 'external', href: url.href, newTab };
    }
    case LINK_TYPE.internal: {
      if (!banner.link?.trim()) return { kind: 'none' };
      const url = parseSafeUrl(banner.link, `${context.origin}/`);
      // An "internal" link that leaves the site is refused: external navigation must be explicit.
      if (!url || isExternalUrl(url, context.origin)) return { kind: 'blocked', reason: 'unsafe' };
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}`, newTab };
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
