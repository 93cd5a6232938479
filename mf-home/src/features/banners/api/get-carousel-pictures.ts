import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

/** use_type of a banner list: 0 desktop large, 1 desktop small, 2 mobile. */
export type BannerUseType = 0 | 1 | 2;

export interface GameLinkParameter {
  currency: string;
  gt_id: number;
  gp_id: string;
  gp_gt_name?: string;
  customized?: string | null;
}

export interface Banner {
  id: number;
  use_type: BannerUseType;
  title: string;
  /** The picture. */
  url: string;
  /** The target: absolute URL (link_type 0), app route (1), empty for a game link (2). */
  link: string;
  link_type: number;
  /** 1 opens a new tab, anything else the same tab. */
  link_method: number;
  game_link_parameter: GameLinkParameter | null;
  sort: number;
}

interface CarouselPictureResponse {
  web_carousel_picture_list?: Banner[] | null;
}

const CAROUSEL_PICTURE = '/arks/web/carousel_picture';

/**
 * The banners of one use_type the page already has (the first data the shell server wrote into it),
 * sorted, at once; undefined when it has none. The page renders them on the server and hydrates
 * the same list (docs/ssr.md).
 */
export function peekCarouselPictures(api: RequestClient, siteId: number, useType: BannerUseType): Banner[] | undefined {
  const data = api.peek<CarouselPictureResponse>(CAROUSEL_PICTURE, { site_id: siteId, use_type: useType });
  return data === undefined ? undefined : sortBySortDesc(data?.web_carousel_picture_list ?? []);
}

/** POST /arks/web/carousel_picture: the banners of one use_type, sorted by sort descending. */
export async function getCarouselPictures(api: RequestClient, siteId: number, useType: BannerUseType): Promise<Banner[]> {
  const data = await api.post<CarouselPictureResponse>(CAROUSEL_PICTURE, { site_id: siteId, use_type: useType });
  return sortBySortDesc(data?.web_carousel_picture_list ?? []);
}
