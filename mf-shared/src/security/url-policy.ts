/**
 * The one URL policy of every link that comes from content (banners, footer, float, quick links,
 * bulletins, letters, promotions, game and payment addresses). docs/security.md, "Threat: open
 * redirect and script URLs through content links".
 *
 * - Only http(s), never javascript:, data:, vbscript:, file:, blob: or any other scheme, however
 *   it is spelled (case, entities already decoded by the DOM, tabs and newlines inside).
 * - No backslash anywhere (browsers read it as `/` in http(s) URLs).
 * - No user info (`https://our.site@evil.example/`): what the user reads is not where it goes.
 * - Internal: same origin as the page, and a path that cannot turn into another host: no `//` or
 *   backslash anywhere in the path, raw or percent-encoded (`/.//evil`, `/x/..//evil` normalise to
 *   `//evil`, which a router or a locale prefix strip would send off-site).
 * - External: another origin, only where the caller says the link may leave the site.
 */
export type UrlRefusal = 'disallowed-url' | 'external-not-allowed' | 'ambiguous-path';

export type UrlDecision = { kind: 'refused'; reason: UrlRefusal } | { kind: 'internal'; path: string } | { kind: 'external'; href: string };

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
// What the URL parser drops before reading a scheme: leading/trailing C0 controls and spaces, and
// tabs and newlines anywhere. Decided on the same characters the browser will see.
const PARSER_STRIPPED = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- as above, at the ends
const PARSER_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// eslint-disable-next-line no-control-regex -- any control or invisible formatting character left is refused outright
const SUSPICIOUS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function decodeFully(text: string): string {
  let current = text;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) return current;
      current = next;
    } catch {
      return current;
    }
  }
  return current;
}

/** Parses a link for the page at `currentHref`; null for anything not http(s) or hiding where it goes. */
export function parseSafeUrl(raw: string | null | undefined, currentHref: string): URL | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(PARSER_TRIMMED, '').replace(PARSER_STRIPPED, '');
  // A backslash reads as a slash in http(s) URLs: no content link needs one, and it hides `//`.
  if (!text || SUSPICIOUS.test(text) || text.includes('\\')) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme && !ALLOWED_PROTOCOLS.has(`${scheme}:`)) return null;
  let url: URL;
  try {
    url = new URL(text, currentHref);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol) || !url.hostname || url.username || url.password) return null;
  return url;
}

/** Whether a same-origin path could be read as another host once normalised, decoded or re-prefixed. */
export function isAmbiguousPath(pathname: string): boolean {
  const decoded = decodeFully(pathname);
  return /\/\/|\\/.test(pathname) || /\/\/|\\/.test(decoded);
}

/**
 * Decides what a link may do from the page at `currentHref`: an in-app path, an external URL
 * (only with `external: true`), or nothing.
 */
export function decideUrl(raw: string | null | undefined, options: { external?: boolean }, currentHref: string): UrlDecision {
  const url = parseSafeUrl(raw, currentHref);
  if (!url) return { kind: 'refused', reason: 'disallowed-url' };
  if (url.origin !== new URL(currentHref).origin) {
    return options.external ? { kind: 'external', href: url.href } : { kind: 'refused', reason: 'external-not-allowed' };
  }
  if (isAmbiguousPath(url.pathname)) return { kind: 'refused', reason: 'ambiguous-path' };
  return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
}
