import type { Device, RequestClient } from '@casino/mf-shared';

/** What POST /login sends (member-and-account.md §7); the server ignores device fields it does not know. */
export interface LoginRequest {
  account: string;
  password: string;
  site_id: number;
  captcha_token: string;
  answer: string;
  device: Device;
}

export interface LoginResponse {
  member_id: number | string;
  member_account: string;
  member_currency: string;
  member_type?: number;
  token: string;
}

/** POST /login. Failures are shown in the form, so they are silent for the shell's toasts. */
export function postLogin(api: RequestClient, body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/login', body, { silent: true });
}
