import type { RequestClient } from '@casino/mf-shared';

export const REGISTER_BACKGROUND_PATH = '/arks/web/model/register-background/detail';

/** `detail` of the register background: a picture for each layout (either may be empty). */
export interface RegisterBackgroundDetail {
  photo_path?: string | null;
  mobile_photo_path?: string | null;
}

/** POST /arks/web/model/register-background/detail: the register form's background (silent: the form works without it). */
export async function postRegisterBackground(api: RequestClient, body: { site_id: number }): Promise<RegisterBackgroundDetail | null> {
  const data = await api.post<{ detail?: RegisterBackgroundDetail | null } | null>(REGISTER_BACKGROUND_PATH, body, { silent: true });
  return data?.detail ?? null;
}
