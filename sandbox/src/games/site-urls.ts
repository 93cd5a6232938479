import { isSiteOrigin } from '../http/site-origins';

const MAX_URL_LENGTH = 2048;

/** The origin of an Origin or Referer header value, or null. */
export function headerOrigin(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where a game's "Back to lobby" may lead (play1's lobby_url): an absolute http(s) URL on one of
 * the site origins, or a path of the site (`/close`), resolved against the site page that called
 * play1 (`pageOrigin`, from its Origin or Referer, itself a site origin). Anything else — another
 * origin, `//host`, `javascript:`, credentials, control characters — is refused (null), so the
 * game page can never send a member elsewhere.
 */
export function lobbyUrl(value: string, pageOrigin: string | null, siteOrigins: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.length === 0 || value.length > MAX_URL_LENGTH || /[\s\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//') || pageOrigin === null || !isSiteOrigin(pageOrigin, siteOrigins)) return null;
    url = new URL(value, pageOrigin);
    if (url.origin !== pageOrigin) return null;
  } else {
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '' || !isSiteOrigin(url.origin, siteOrigins)) return null;
  }
  return url.href;
}

/**
 * The site origin a page of the sandbox may talk to (sport-quickbet-url's `domain`, the sport page's
 * `parent`): `http(s)://host[:port]` or a bare `host[:port]` (then the scheme of the calling page,
 * else https, else http), and only when it is one of the site origins; null otherwise.
 */
export function siteOriginOf(value: string, pageOrigin: string | null, siteOrigins: readonly string[]): string | null {
  const text = value.trim();
  if (text === '' || text.length > 300) return null;
  const candidates: string[] = [];
  if (/^https?:\/\//i.test(text)) candidates.push(text.replace(/\/$/, ''));
  else if (/^[a-z0-9.-]+(:\d{1,5})?$/i.test(text) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(text)) {
    const pageScheme = pageOrigin === null ? null : new URL(pageOrigin).protocol;
    for (const scheme of [pageScheme, 'https:', 'http:']) if (scheme) candidates.push(`${scheme}//${text}`);
  }
  for (const candidate of candidates) {
    let origin: string;
    try {
      const url = new URL(candidate);
      if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) continue;
      origin = url.origin;
    } catch {
      continue;
    }
    if (isSiteOrigin(origin, siteOrigins)) return origin;
  }
  return null;
}
