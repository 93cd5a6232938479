/**
 * Preview links (docs/shell-server.md, "Preview before promote"): a signed URL that lets one
 * browser see a published but not promoted version of a remote. The deploy side prints them
 * (`npm run preview-link`, deploy/src/preview-link-cli.ts); the shell server checks them and sets the
 * preview cookie. Both use these functions, so the signed text is defined once.
 *
 * The link names an app and a version, never a URL: the shell server builds the entry path itself.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { KNOWN_APPS, VERSION_PATTERN } from './apps';

/** Where the shell server answers a preview link, and where a browser leaves the preview. */
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_EXIT_PATH = '/__preview/exit';
/**
 * The cookie the link sets: `mf-games@1.5.0` (several remotes comma-separated), its expiry and a
 * signature (`previewCookieValue`), so that no one without the secret can pin a browser to a version.
 */
export const PREVIEW_COOKIE = 'casino_preview';
/** Between the cookie's targets, expiry and signature: a character no app or version may hold. */
const COOKIE_SEPARATOR = '~';
/** A secret shorter than this is refused by both sides (it signs links anyone may hold). */
export const PREVIEW_SECRET_MIN_LENGTH = 32;
/** The longest a link (and so the cookie it sets) may live: a preview is for checking, not for keeping. */
export const PREVIEW_MAX_TTL_SECONDS = 7 * 24 * 3600;

/** The remotes a preview may replace (the shell itself is not previewable: it renders the page). */
export const PREVIEWABLE_APPS: readonly string[] = KNOWN_APPS.filter((app) => app.kind === 'remote').map((app) => app.app);

export interface PreviewTarget {
  /** Package folder of a remote (`mf-games`). */
  app: string;
  version: string;
}

export interface SignedPreview extends PreviewTarget {
  /** Expiry, Unix seconds. */
  exp: number;
}

/** Why an app/version pair cannot be previewed, or null when its shape is acceptable. */
export function previewTargetProblem({ app, version }: PreviewTarget): string | null {
  if (!PREVIEWABLE_APPS.includes(app)) return `unknown remote "${app}" (one of ${PREVIEWABLE_APPS.join(', ')})`;
  if (!VERSION_PATTERN.test(version)) return `invalid version "${version}" (letters, digits, ".", "-" and "_" only)`;
  return null;
}

/** HMAC-SHA256 of the link's fields, base64url. */
export function previewSignature({ app, version, exp }: SignedPreview, secret: string): string {
  return createHmac('sha256', secret).update(`casino-preview\n${app}\n${version}\n${exp}`).digest('base64url');
}

/** The link a browser opens to start previewing (`base` without a trailing slash, or '' for a root-relative link). */
export function previewLink(base: string, preview: SignedPreview, secret: string): string {
  const query = new URLSearchParams({
    app: preview.app,
    version: preview.version,
    exp: String(preview.exp),
    sig: previewSignature(preview, secret),
  });
  return `${base.replace(/\/+$/, '')}${PREVIEW_PATH}?${query.toString()}`;
}

export type PreviewLinkCheck =
  { ok: true; preview: SignedPreview } | { ok: false; reason: 'invalid' | 'signature' | 'expired'; message: string };

/**
 * Checks the query of a preview link: every field present once, the shape of app and version,
 * the signature (constant-time) and the expiry. `nowMs` is the clock of the checker.
 */
export function checkPreviewLink(query: URLSearchParams, secret: string, nowMs: number): PreviewLinkCheck {
  const field = (name: string) => {
    const values = query.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const app = field('app');
  const version = field('version');
  const expText = field('exp');
  const sig = field('sig');
  if (app === undefined || version === undefined || expText === undefined || sig === undefined) {
    return { ok: false, reason: 'invalid', message: 'app, version, exp and sig must each be given once' };
  }
  const problem = previewTargetProblem({ app, version });
  if (problem) return { ok: false, reason: 'invalid', message: problem };
  if (!/^\d{1,12}$/.test(expText)) return { ok: false, reason: 'invalid', message: 'exp must be a time in Unix seconds' };
  const preview: SignedPreview = { app, version, exp: Number(expText) };
  const expected = Buffer.from(previewSignature(preview, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'the signature does not match (a changed link, or another PREVIEW_SECRET)' };
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  if (preview.exp <= nowSeconds) {
    return { ok: false, reason: 'expired', message: `the link expired at ${new Date(preview.exp * 1000).toISOString()}` };
  }
  if (preview.exp > nowSeconds + PREVIEW_MAX_TTL_SECONDS) {
    return { ok: false, reason: 'invalid', message: 'the link lives longer than 7 days' };
  }
  return { ok: true, preview };
}

/** `90`, `90s`, `30m`, `1h`, `2d` → seconds; null when it is none of those. */
export function parseTtl(text: string): number | null {
  const match = /^(\d{1,7})([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** The targets as the cookie writes them: `mf-games@1.5.0,mf-home@0.2.0`. */
export function previewTargetsText(targets: readonly PreviewTarget[]): string {
  return targets.map(({ app, version }) => `${app}@${version}`).join(',');
}

function cookieSignature(targetsText: string, exp: number, secret: string): string {
  return createHmac('sha256', secret).update(`casino-preview-cookie\n${targetsText}\n${exp}`).digest('base64url');
}

/** A preview cookie's value (URL-encoded) for targets already written as text, signed until `exp` (Unix seconds). */
export function signedPreviewCookie(targetsText: string, exp: number, secret: string): string {
  return encodeURIComponent([targetsText, String(exp), cookieSignature(targetsText, exp, secret)].join(COOKIE_SEPARATOR));
}

/** The preview cookie's value (URL-encoded): the targets until `exp` (Unix seconds), signed. */
export function previewCookieValue(targets: readonly PreviewTarget[], exp: number, secret: string): string {
  return signedPreviewCookie(previewTargetsText(targets), exp, secret);
}

export type PreviewCookieCheck = { ok: true; targetsText: string; exp: number } | { ok: false; message: string };

/**
 * Checks a decoded cookie value: its shape, the signature (constant-time) and the expiry. The
 * targets' own shapes are checked by whoever reads them (previewTargetProblem).
 */
export function checkPreviewCookie(value: string, secret: string, nowMs: number): PreviewCookieCheck {
  const parts = value.split(COOKIE_SEPARATOR);
  if (parts.length !== 3)
    return { ok: false, message: 'not signed (set by hand? npm run preview-link -- <app> <version> --cookie makes one)' };
  const [targetsText = '', expText = '', sig = ''] = parts;
  const exp = /^\d{1,12}$/.test(expText) ? Number(expText) : Number.NaN;
  if (!Number.isSafeInteger(exp)) return { ok: false, message: `invalid expiry "${expText.slice(0, 20)}"` };
  const expected = Buffer.from(cookieSignature(targetsText, exp, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, message: 'the signature does not match (changed by hand, or another PREVIEW_SECRET)' };
  }
  if (exp * 1000 <= nowMs) return { ok: false, message: `expired at ${new Date(exp * 1000).toISOString()}` };
  return { ok: true, targetsText, exp };
}
