import type { RequestClient } from '@casino/mf-shared';

/** GET /clientCaptcha on the product's own server: a captcha it drew, and the token its answer is checked with. */
export interface ClientCaptcha {
  token: string;
  /** The image as a data: URL. */
  captcha: string;
  length: number;
  expires_at: number;
}

export function getClientCaptcha(api: RequestClient): Promise<ClientCaptcha> {
  return api.request<ClientCaptcha>('/clientCaptcha', undefined, { method: 'GET', ownServer: true, silent: true });
}

/** POST /clientCaptcha/verify: checks an answer once (the token is spent whatever the result). */
export function postClientCaptchaVerify(
  api: RequestClient,
  body: { token: string; answer: string },
): Promise<{ valid: boolean; reason?: string; message?: string }> {
  return api.post('/clientCaptcha/verify', body, { ownServer: true, silent: true });
}
