import type { RequestClient } from '@casino/mf-shared';
import { getCheckIframe } from '../api/get-check-iframe';
import { postSportQuickbetUrl, type SportQuickbetBody } from '../api/post-sport-quickbet-url';

/** The betting page, ready to frame. */
export interface SportPage {
  url: string;
  /** The origin its messages must come from. */
  origin: string;
  gpId: string;
}

/** The site's own server refused to frame the address (not on the allowed list), or none came. */
export class SportPageRefused extends Error {
  constructor(readonly reason: string) {
    super(`The sport page cannot be framed: ${reason}`);
    this.name = 'SportPageRefused';
  }
}

/**
 * member-and-account.md §4 "Sport iframe": the address from sport-quickbet-url, then checked by
 * the site's own server (/check_iframe), whose normalised address is the one framed.
 */
export async function loadSportPage(api: RequestClient, body: SportQuickbetBody): Promise<SportPage> {
  const answer = await postSportQuickbetUrl(api, body);
  const raw = answer?.detail?.url;
  if (!raw) throw new SportPageRefused('no address');
  const check = await getCheckIframe(api, raw);
  if (!check?.allowed) throw new SportPageRefused(check?.reason ?? 'refused');
  const url = new URL(check.url);
  return { url: url.href, origin: url.origin, gpId: answer.detail.gp_id };
}
