import type { RequestClient } from '@casino/mf-shared';
import type { RegisterSettingEntry } from '@casino/contracts/register-rules';

export interface RegisterSettingsAnswer {
  list: RegisterSettingEntry[];
}

/** POST /arks/web/register-settings: every currency's entries; the form keeps those of its currency. */
export function postRegisterSettings(api: RequestClient, body: { site_id: number }): Promise<RegisterSettingsAnswer> {
  return api.post<RegisterSettingsAnswer>('/arks/web/register-settings', body, { silent: true });
}
