import type { Motif } from './art';

/** Paths of the pictures the sandbox draws itself (relative, so they go through the shell's /api proxy). */
export const ASSETS_PREFIX = '/api/assets';

export const BANNER_SIZES: Record<number, { width: number; height: number }> = {
  0: { width: 1920, height: 500 },
  1: { width: 600, height: 300 },
  2: { width: 750, height: 360 },
};

export function bannerUrl(id: number, lang: string): string {
  return `${ASSETS_PREFIX}/banners/${id}.svg?lang=${encodeURIComponent(lang)}`;
}

export function gameIconUrl(gpId: string, gameCode: string, lang: string): string {
  return `${ASSETS_PREFIX}/games/${encodeURIComponent(gpId)}/${encodeURIComponent(gameCode)}.svg?lang=${encodeURIComponent(lang)}`;
}

export function providerIconUrl(gpId: string): string {
  return `${ASSETS_PREFIX}/providers/${encodeURIComponent(gpId)}.svg`;
}

export function gameTypeIconUrl(gtId: number, active: boolean): string {
  return `${ASSETS_PREFIX}/game-types/${gtId}.svg${active ? '?active=1' : ''}`;
}

/** A shortcut's icon (floating buttons, mobile quick links): the illustration on a dark rounded square. */
export function iconUrl(motif: Motif): string {
  return `${ASSETS_PREFIX}/icons/${motif}.svg`;
}

/** What makes a generic picture a promotional one: an illustration and a line under the title. */
export interface PictureArt {
  motif: Motif;
  tagline?: string;
}

/** A generic picture: gradient, title and size, all from the query; with `art`, a designed promotional picture. */
export function pictureUrl(width: number, height: number, title: string, from: string, to: string, art?: PictureArt): string {
  const query = new URLSearchParams({ title, from, to });
  if (art) query.set('motif', art.motif);
  if (art?.tagline) query.set('tagline', art.tagline);
  return `${ASSETS_PREFIX}/pictures/${width}x${height}.svg?${query.toString()}`;
}

/** Promotion pictures: 16:9 like the cards that show them (desktop and mobile), so nothing is cropped. */
export const PROMOTION_SIZES = { desktop: { width: 800, height: 450 }, mobile: { width: 750, height: 422 } } as const;
