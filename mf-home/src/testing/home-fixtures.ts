import type { Banner, BannerUseType } from '../features/banners/api/get-carousel-pictures';
import type { Announcement } from '../features/marquee/api/get-marquee';

export function banner(id: number, useType: BannerUseType, sort: number, extra: Partial<Banner> = {}): Banner {
  return {
    id,
    use_type: useType,
    title: `Banner #${id}`,
    url: `/api/assets/banners/${id}.svg`,
    link: '',
    link_type: 1,
    link_method: 0,
    game_link_parameter: null,
    sort,
    ...extra,
  };
}

export function announcement(id: number, sort: number, before: boolean, after: boolean, content = `Announcement #${id}`): Announcement {
  return { id, content, sort, display_before_login: before ? 1 : 0, display_after_login: after ? 1 : 0 };
}
