import { isIP } from 'node:net';

/**
 * One entry of IFRAME_ALLOWED_HOSTS, parsed: `games.example.com`, `*.example.com`, `host:8443`,
 * `10.0.0.5`, `[::1]:8080`, or any of these after `http://` or `https://` (that scheme only).
 */
export interface HostRule {
  /** The entry as written (lower-cased), for logs and docs. */
  source: string;
  /** Canonical host name as the WHATWG URL parser writes it (punycode, IPv4 dotted, IPv6 in brackets). */
  host: string;
  /** `*.example.com`: any sub-domain of `host`, never `host` itself and never an IP address. */
  wildcard: boolean;
  /** Listed port, or '' when only the scheme's default port is allowed. */
  port: string;
  /** `http:` or `https:` when the entry names a scheme (only that one is allowed); '' allows both. */
  scheme: '' | 'http:' | 'https:';
}

const ENTRY = /^(?:(https?):\/\/)?(\*\.)?(\[[0-9a-f:.]+\]|[^:[\]/?#@\s]+)(?::(\d{1,5}))?\/?$/;

/** Whether a canonical URL host name is an IP literal (IPv4 dotted or bracketed IPv6). */
export function isIpHost(hostname: string): boolean {
  return hostname.startsWith('[') || isIP(hostname) !== 0;
}

/** Parses one allowed-host entry; returns a readable problem instead when it is not a host pattern. */
export function parseHostRule(entry: string): HostRule | string {
  const source = entry.trim().toLowerCase();
  const match = ENTRY.exec(source);
  if (!match) return `"${entry}" is not a host, *.domain or host:port (optionally after http:// or https://)`;
  const [, scheme, star, rawHost = '', port = ''] = match;
  let host: string;
  try {
    host = new URL(`http://${rawHost}/`).hostname;
  } catch {
    return `"${entry}" is not a valid host name`;
  }
  if (port && (Number(port) < 1 || Number(port) > 65535)) return `"${entry}" has a port outside 1..65535`;
  if (star) {
    if (isIpHost(host)) return `"${entry}": a wildcard cannot cover IP addresses`;
    // `*.com` would allow half the web; ask for at least a registrable-looking domain.
    if (host.split('.').filter(Boolean).length < 2)
      return `"${entry}": a wildcard needs at least two labels after "*." (such as *.example.com)`;
  }
  return {
    source,
    host,
    wildcard: Boolean(star),
    port: port.replace(/^0+/, ''),
    scheme: scheme ? (`${scheme}:` as 'http:' | 'https:') : '',
  };
}

/** Parses a comma-separated list; `problems` names each bad entry. */
export function parseHostRules(entries: string[]): { rules: HostRule[]; problems: string[] } {
  const rules: HostRule[] = [];
  const problems: string[] = [];
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const parsed = parseHostRule(entry);
    if (typeof parsed === 'string') problems.push(parsed);
    else rules.push(parsed);
  }
  return { rules, problems };
}

/**
 * Whether a parsed URL's scheme, host and port are covered by one rule. Exact match only: no DNS,
 * no request. `ignoreScheme` asks whether another scheme would be (to say why a URL was refused).
 */
export function hostAllowed(url: URL, rules: readonly HostRule[], { ignoreScheme = false } = {}): boolean {
  const hostname = url.hostname;
  const ip = isIpHost(hostname);
  const effectivePort = url.port || (url.protocol === 'https:' ? '443' : '80');
  return rules.some((rule) => {
    if (rule.scheme && rule.scheme !== url.protocol && !ignoreScheme) return false;
    // A rule without a port allows only the scheme's default port; `host:443` also allows https://host.
    if (rule.port ? rule.port !== effectivePort : url.port !== '') return false;
    if (rule.wildcard) return !ip && hostname.endsWith(`.${rule.host}`);
    return hostname === rule.host;
  });
}
