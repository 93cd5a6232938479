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

/** A generic picture: gradient, title and size, all from the query. */
export function pictureUrl(width: number, height: number, title: string, from: string, to: string): string {
  const query = new URLSearchParams({ title, from, to });
  return `${ASSETS_PREFIX}/pictures/${width}x${height}.svg?${query.toString()}`;
}
