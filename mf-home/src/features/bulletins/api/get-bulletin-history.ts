import { displayDevice, forDevice, type Bulletin, type BulletinListResponse, type Device, type RequestClient } from '@casino/mf-shared';

/** POST /arks/web/bulletin/history: every bulletin for the device, newest update first (the server's order). */
export async function getBulletinHistory(api: RequestClient, siteId: number, device: Device): Promise<Bulletin[]> {
  const data = await api.post<BulletinListResponse>('/arks/web/bulletin/history', {
    site_id: siteId,
    display_device: displayDevice(device),
  });
  return forDevice(data?.web_bulletin_list ?? [], device);
}
