const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** Parses a link from the API; only http(s) and same-site paths pass, never javascript:, data: or vbscript:. */
export function parseSafeUrl(raw: string | null | undefined, base: string): URL | null {
  if (!raw) return null;
  const text = raw.trim();
  // Browsers drop control characters and whitespace inside schemes ("java\nscript:"); so do we, before deciding.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const compact = text.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(javascript|data|vbscript|file|blob):/i.test(compact)) return null;
  try {
    const url = new URL(text, base);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Whether a URL leaves the current origin. */
export function isExternalUrl(url: URL, currentOrigin: string): boolean {
  return url.origin !== currentOrigin;
}
