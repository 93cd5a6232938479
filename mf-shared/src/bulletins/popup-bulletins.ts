import type { RequestClient } from '../request/request-client';
import { sortBySortDesc } from '@casino/contracts';
import { displayDevice } from '../device/device-codes';
import type { Device } from '../device/device-codes';
import { forDevice, type Bulletin, type BulletinListResponse } from './bulletin';

export interface PopupQuery {
  siteId: number;
  device: Device;
  member: boolean;
  /** 3 on the deposit page, 2 elsewhere (members only). */
  location: 2 | 3;
}

/** Member bulletin calls are cancelled together (shell-and-public.md §7). */
export const MEMBER_BULLETIN_GROUP = 'member-bulletin';

/** POST /arks/web/bulletin (visitors) or /arks/web/bulletin/member (members): the pop-up list. */
export async function getPopupBulletins(api: RequestClient, query: PopupQuery): Promise<Bulletin[]> {
  const data = query.member
    ? await api.post<BulletinListResponse>(
        '/arks/web/bulletin/member',
        { site_id: query.siteId, display_device: displayDevice(query.device), display_location: query.location },
        { cancelGroup: MEMBER_BULLETIN_GROUP },
      )
    : await api.post<BulletinListResponse>('/arks/web/bulletin', { site_id: query.siteId, display_device: displayDevice(query.device) });
  return sortBySortDesc(forDevice(data?.web_bulletin_list ?? [], query.device));
}

/** POST /arks/web/bulletin/member/hide: the member does not want these "show once" bulletins again. */
export async function hideMemberBulletins(
  api: RequestClient,
  body: { siteId: number; device: Device; location: 2 | 3; ids: number[] },
): Promise<void> {
  await api.post(
    '/arks/web/bulletin/member/hide',
    { site_id: body.siteId, display_device: displayDevice(body.device), display_location: body.location, ids: body.ids },
    { cancelGroup: MEMBER_BULLETIN_GROUP },
  );
}
