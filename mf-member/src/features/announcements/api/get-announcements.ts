import { sortBySortDesc, type RequestClient } from '@casino/mf-shared';

export interface MemberAnnouncement {
  id: number;
  content: string;
  display_after_login: number | boolean;
  sort: number;
  created_at?: string;
}

/**
 * POST /arks/web/announcement/marquee: the site's announcements (the marquee's call; §2
 * web_announcement lists the same ones in full). A member sees those marked display_after_login,
 * sort descending.
 */
export async function getAnnouncements(api: RequestClient, siteId: number): Promise<MemberAnnouncement[]> {
  const data = await api.post<{ web_announcement_list?: MemberAnnouncement[] | null }>(
    '/arks/web/announcement/marquee',
    { site_id: siteId, sort_field: 'sort', sort_order: 'desc' },
    { silent: true },
  );
  return sortBySortDesc((data?.web_announcement_list ?? []).filter((item) => Number(item.display_after_login) === 1));
}
