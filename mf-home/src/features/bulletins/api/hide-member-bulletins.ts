import { displayDevice, type Device, type RequestClient } from '@casino/mf-shared';
import { MEMBER_BULLETIN_GROUP } from './get-popup-bulletins';

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
