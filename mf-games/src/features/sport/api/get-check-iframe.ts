import type { RequestClient } from '@casino/mf-shared';

export const CHECK_IFRAME_PATH = '/check_iframe';

/** The shell server's answer (docs/shell-server.md): frame `url`, or do not frame at all. */
export type IframeCheck = { allowed: true; url: string } | { allowed: false; reason: string; message: string };

/** GET /check_iframe?url= of the site's own server: whether the address may be shown in an iframe. */
export function getCheckIframe(api: RequestClient, url: string): Promise<IframeCheck> {
  return api.request<IframeCheck>(`${CHECK_IFRAME_PATH}?url=${encodeURIComponent(url)}`, undefined, {
    method: 'GET',
    ownServer: true,
    silent: true,
  });
}
