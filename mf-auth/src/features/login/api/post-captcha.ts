import type { RequestClient } from '@casino/mf-shared';

/** Captcha type 1 is for login, 2 for registration (member-and-account.md §9). */
export type CaptchaType = 1 | 2;

export interface CaptchaRequest {
  type: CaptchaType;
  site_id: number;
}

export interface Captcha {
  token: string;
  /** The image as a data: URL. */
  captcha: string;
  placeholder: string;
}

/** POST /captcha: a new captcha image and the token its answer is checked against. */
export function postCaptcha(api: RequestClient, body: CaptchaRequest): Promise<Captcha> {
  // The form shows its own state when the image cannot load: no toast.
  return api.post<Captcha>('/captcha', body, { silent: true });
}
