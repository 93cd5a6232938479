import { randomBytes } from 'node:crypto';
import type { BootManifest, SiteConfig } from '@casino/contracts';
import type { HostRule } from './site-config/host-rules';

/**
 * The headers every response carries, static files included. deploy/nginx/casino.conf sends the
 * same set on the files it serves itself (security-headers.test.ts reads it, so the two cannot drift).
 */
export const EVERY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The product uses none of these; a game or an injected script gets no prompt for them either.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
};

/** Sent only over https (behind the TLS proxy): browsers then refuse plain http for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const NONCE_BYTES = 16;
/** Random bytes drawn for 256 nonces at a time: one call to the system's generator serves a wave of pages. */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh nonce for one HTML response (128 random bits, never given twice). */
export function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Gives every inline `<script>` and `<style>` of the page (and the shell's own script tags) the
 * nonce, however many the template holds: a script added to the template needs no code here.
 * Tags that already carry a nonce keep theirs.
 */
export function addNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
}

export interface CspInput {
  nonce: string;
  manifest: BootManifest;
  site: Pick<SiteConfig, 'realtime' | 'contentImageHosts'>;
  /** The host name the page was asked for (the real-time server defaults to it). */
  requestHost: string;
  /** Hosts games and sport may be framed from (IFRAME_ALLOWED_HOSTS). */
  frameHosts: readonly HostRule[];
  /** Who may frame the site: CSP sources, or [] for nobody ('none'). */
  frameAncestors: readonly string[];
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The remotes' origins of each manifest seen: a live manifest is one object until the release changes, and every page asks. */
const originsOfManifest = new WeakMap<BootManifest['remotes'], string[]>();

/** CSP host sources of the remotes that live on another origin (a CDN); relative entries are 'self'. */
function remoteOrigins(manifest: BootManifest): string[] {
  let known = originsOfManifest.get(manifest.remotes);
  if (!known) {
    const origins = Object.values(manifest.remotes).flatMap((remote) => (remote ? [originOf(remote.entry)] : []));
    known = [...new Set(origins.filter((origin): origin is string => origin !== null))];
    originsOfManifest.set(manifest.remotes, known);
  }
  return known;
}

/**
 * A frame-src source: an entry that names its scheme keeps it (that scheme only, as /check_iframe
 * decides); one without a scheme is matched by browsers against the page's own: https only on an
 * https site; on an http site (npm start, e2e) also the sandbox's http game pages.
 */
function hostSource(rule: HostRule): string {
  return `${rule.scheme ? `${rule.scheme}//` : ''}${rule.wildcard ? '*.' : ''}${rule.host}${rule.port ? `:${rule.port}` : ''}`;
}

/** A host name, an IPv4 address or a bracketed IPv6 address: all of a Host header a policy may take. */
const HOST_NAME =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

/** Whether a request's host (without its port) is a host name or an address, safe to put into a header. */
export const isHostName = (host: string): boolean => HOST_NAME.test(host);

/**
 * The page's Content-Security-Policy: scripts only from this origin, the remotes' origins and
 * by nonce (no 'unsafe-inline', no 'unsafe-eval'); style elements the same way (antd's injected
 * styles get the nonce through ConfigProvider csp), style attributes allowed; connections to this origin, the remotes and the
 * real-time server; images from here, data: (captcha pictures) and the content image hosts;
 * frames from here and the listed game and sport hosts; nobody frames the site unless configured.
 */
export function contentSecurityPolicy(input: CspInput): string {
  const { nonce, manifest, site, requestHost, frameHosts, frameAncestors } = input;
  const remotes = remoteOrigins(manifest);
  // The configured real-time host, else the one the page was asked for, when it is a host name:
  // a Host header is the client's, and `; frame-ancestors *` in it must never become a directive.
  const wsHost = site.realtime?.wsHost || (HOST_NAME.test(requestHost) ? requestHost : '');
  const realtime = site.realtime && wsHost ? [`ws://${wsHost}:${site.realtime.wsPort}`, `wss://${wsHost}:${site.realtime.wssPort}`] : [];
  const imageHosts = (site.contentImageHosts ?? []).map((host) => `https://${host}`);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...remotes]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, ...remotes]],
    // Style attributes cannot carry a nonce; antd sets some itself (TextArea autosize, Watermark).
    // They cannot run script, so they are allowed; <style> elements still need the nonce.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...remotes, ...imageHosts]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...realtime]],
    ['frame-src', ["'self'", ...frameHosts.map(hostSource)]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors.length ? [...frameAncestors] : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** X-Frame-Options for browsers without frame-ancestors: DENY unless the site may be framed. */
export function frameOptions(frameAncestors: readonly string[]): string | null {
  if (frameAncestors.length === 0) return 'DENY';
  return frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? 'SAMEORIGIN' : null;
}
