import type { RequestClient } from '@casino/mf-shared';
import { sortBySortDesc } from '@casino/mf-shared';

export interface Announcement {
  id: number;
  content: string;
  /** 1 when visitors see it. */
  display_before_login: number | boolean;
  /** 1 when members see it. */
  display_after_login: number | boolean;
  sort: number;
}

interface MarqueeResponse {
  web_announcement_list?: Announcement[] | null;
}

/** POST /arks/web/announcement/marquee: every announcement, sorted by sort descending. */
export async function getMarquee(api: RequestClient, siteId: number): Promise<Announcement[]> {
  const data = await api.post<MarqueeResponse>('/arks/web/announcement/marquee', {
    site_id: siteId,
    sort_field: 'sort',
    sort_order: 'desc',
  });
  return sortBySortDesc(data?.web_announcement_list ?? []);
}
