/**
 * The site origins: the pages allowed to open the real-time socket and to call /__sandbox from a
 * browser. An entry is `scheme://host[:port]`, or `scheme://host:*` for every port of that host.
 */

const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i;

/** Whether `entry` is a valid site-origin entry (for the configuration's problem list). */
export function isOriginPattern(entry: string): boolean {
  return ORIGIN_PATTERN.test(entry);
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** True when the Origin header value is one of the site origins; `null` and malformed values never are. */
export function isSiteOrigin(origin: string, patterns: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null' || origin !== parsed.origin) return false;
  const port = parsed.port || DEFAULT_PORTS[parsed.protocol];
  return patterns.some((pattern) => {
    const match = ORIGIN_PATTERN.exec(pattern);
    if (!match) return false;
    const [, scheme, host, patternPort] = match;
    if (`${scheme?.toLowerCase()}:` !== parsed.protocol || host?.toLowerCase() !== parsed.hostname) return false;
    return patternPort === '*' || (patternPort ?? DEFAULT_PORTS[parsed.protocol]) === port;
  });
}
