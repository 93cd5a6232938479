/**
 * Preview before promote (docs/shell-server.md): a browser carrying the preview cookie
 * (`casino_preview`: `mf-games@1.5.0`, several remotes comma-separated, with its expiry and a
 * signature made with PREVIEW_SECRET) gets that published version of that remote in its page's
 * manifest and in /manifests/live.json instead of the live one; every other browser keeps the
 * live release. A signed link (`/__preview?app&version&exp&sig`, made by `npm run preview-link`)
 * sets the cookie; `/__preview/exit` clears it. Without PREVIEW_SECRET there is no preview at all.
 *
 * The cookie names an app and a version, never a URL: the entry path is built here, and only a
 * version published through deploy (its manifest and its integrity record in the release) is
 * used. Anything else (unsigned, changed, expired, not published) is ignored and logged.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  KNOWN_APPS,
  manifestIntegrity,
  readIntegrityRecord,
  remoteEntryUrl,
  versionDir,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  checkPreviewCookie,
  checkPreviewLink,
  previewCookieValue,
  previewTargetProblem,
  type PreviewTarget,
} from '@casino/release-format';
import type { BootManifest, LiveRemote, RemoteName } from '@casino/contracts';

/** Longer cookie values are not parsed at all (five remotes fit in a fraction of this). */
const MAX_COOKIE_VALUE = 1024;

/** Responses that depend on the preview cookie: never stored by a shared cache, nor kept by the browser. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export interface PreviewCookie {
  /** What the cookie asks for, one entry per remote (the last one wins). */
  targets: PreviewTarget[];
  /** Until when its signature vouches for it (Unix seconds); 0 without targets. */
  exp: number;
  /** Entries that were refused, with why (for the log). */
  ignored: string[];
}

/** How the server checks a preview cookie: PREVIEW_SECRET (null: previews are off) and its clock. */
export interface PreviewSigning {
  secret: string | null;
  now: () => number;
}

/** The raw value of the preview cookie in a Cookie header, or null. */
function rawCookie(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === PREVIEW_COOKIE) return pair.slice(at + 1).trim();
  }
  return null;
}

/** Short and printable, for a log line about a value a client sent. */
const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * Reads the cookie's `mf-games@1.5.0,mf-home@0.2.0` (URL-encoded or not, optionally in double
 * quotes), once its signature and expiry hold.
 */
export function parsePreviewCookie(cookieHeader: string | undefined, { secret, now }: PreviewSigning): PreviewCookie {
  const none: PreviewCookie = { targets: [], exp: 0, ignored: [] };
  const raw = rawCookie(cookieHeader);
  if (raw === null || raw === '') return none;
  if (!secret) return { ...none, ignored: ['the whole value: previews are off on this server (PREVIEW_SECRET is not set)'] };
  if (raw.length > MAX_COOKIE_VALUE) return { ...none, ignored: [`the whole value: longer than ${MAX_COOKIE_VALUE} characters`] };
  let value: string;
  try {
    value = decodeURIComponent(raw.replace(/^"(.*)"$/, '$1'));
  } catch {
    return { ...none, ignored: [`the whole value ${quoted(raw)}: not URL-decodable`] };
  }
  const check = checkPreviewCookie(value, secret, now());
  if (!check.ok) return { ...none, ignored: [`the whole value ${quoted(value)}: ${check.message}`] };
  const byApp = new Map<string, PreviewTarget>();
  const ignored: string[] = [];
  for (const entry of check.targetsText.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const at = entry.indexOf('@');
    const target = at > 0 ? { app: entry.slice(0, at), version: entry.slice(at + 1) } : null;
    const problem = target ? previewTargetProblem(target) : 'not <app>@<version>';
    if (!target || problem) ignored.push(`${quoted(entry)}: ${problem}`);
    else byApp.set(target.app, target);
  }
  return { targets: [...byApp.values()], exp: byApp.size > 0 ? check.exp : 0, ignored };
}

/**
 * The remotes to show instead of the live ones: each target whose version is published (its
 * manifest and its integrity record in the release), with the entry path built here and the integrity of its mf-manifest.json, marked `preview`.
 */
export async function resolvePreviews(releaseDir: string, targets: PreviewTarget[]): Promise<{ remotes: LiveRemote[]; ignored: string[] }> {
  const remotes: LiveRemote[] = [];
  const ignored: string[] = [];
  for (const { app, version } of targets) {
    const def = KNOWN_APPS.find((known) => known.app === app);
    if (!def) continue; // previewTargetProblem already refused it
    const name = def.name as RemoteName;
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(path.join(versionDir(releaseDir, def, version), 'mf-manifest.json'));
    } catch {
      ignored.push(`${app}@${version}: not published in this release`);
      continue;
    }
    // A folder copied in by hand has no record: only what deploy published is previewed.
    if (!(await readIntegrityRecord(releaseDir, app, version).catch(() => null))) {
      ignored.push(`${app}@${version}: no integrity record (not published through deploy)`);
      continue;
    }
    const entry = remoteEntryUrl(app, version);
    remotes.push({ app, name, version, entry, integrity: manifestIntegrity(bytes), preview: true });
  }
  return { remotes, ignored };
}

/** A copy of the manifest with the previewed remotes in place of the live ones (the cached manifest stays as it is). */
export function withPreviews(manifest: BootManifest, previews: LiveRemote[]): BootManifest {
  if (!previews.length) return manifest;
  const remotes = { ...manifest.remotes };
  for (const remote of previews) remotes[remote.name] = remote;
  return { ...manifest, remotes };
}

/**
 * The manifest this request's browser sees: the live one, or with its previews in. `previewing`
 * says the answer is this browser's own (Cache-Control: private, no-store).
 */
export async function manifestFor(
  request: FastifyRequest,
  releaseDir: string,
  live: BootManifest,
  signing: PreviewSigning,
): Promise<{ manifest: BootManifest; previewing: boolean }> {
  const cookie = parsePreviewCookie(request.headers.cookie, signing);
  if (!cookie.targets.length && !cookie.ignored.length) return { manifest: live, previewing: false };
  const resolved = await resolvePreviews(releaseDir, cookie.targets);
  logIgnored(request.log, [...cookie.ignored, ...resolved.ignored]);
  return { manifest: withPreviews(live, resolved.remotes), previewing: resolved.remotes.length > 0 };
}

function logIgnored(log: FastifyBaseLogger, ignored: string[]): void {
  for (const reason of ignored) log.warn(`preview cookie entry ignored: ${reason}`);
}

/** Answers for a browser: plain text, never cached. */
function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number): string {
  // HttpOnly: the page learns what it previews from its manifest, never from the cookie.
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;
}

export interface PreviewRouteOptions {
  releaseDir: string;
  /** PREVIEW_SECRET; null turns previews off (no link answers, every cookie is ignored). */
  secret: string | null;
  now: () => number;
}

/**
 * GET /__preview?app&version&exp&sig: checks the signed link, adds the version to the browser's
 * preview cookie (until the link's expiry) and sends it to the home page.
 * GET /__preview/exit: clears the cookie and sends the browser to the home page, live again.
 */
export async function previewRoutes(app: FastifyInstance, { releaseDir, secret, now }: PreviewRouteOptions): Promise<void> {
  app.get(PREVIEW_PATH, async (request, reply) => {
    if (!secret) return refuse(reply, 404, 'Preview links are not enabled on this server (PREVIEW_SECRET is not set).');
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const check = checkPreviewLink(query, secret, now());
    if (!check.ok) {
      request.log.warn(`preview link refused: ${check.message}`);
      return refuse(
        reply,
        check.reason === 'invalid' ? 400 : 403,
        `This preview link cannot be used: ${check.message}. Ask for a new one.`,
      );
    }
    const { app: name, version, exp } = check.preview;
    const published = await resolvePreviews(releaseDir, [{ app: name, version }]);
    if (!published.remotes.length) return refuse(reply, 404, `${name} ${version} is not published in this release: nothing to preview.`);
    // One link adds one remote; others the browser already previews stay, until the earlier of
    // the two expiries (a link never lengthens what another link allowed).
    const previous = parsePreviewCookie(request.headers.cookie, { secret, now });
    const kept = previous.targets.filter((target) => target.app !== name);
    const until = kept.length > 0 ? Math.min(exp, previous.exp) : exp;
    const value = previewCookieValue([...kept, { app: name, version }], until, secret);
    const maxAge = Math.max(1, until - Math.floor(now() / 1000));
    return reply
      .code(303)
      .header('Set-Cookie', `${PREVIEW_COOKIE}=${value}; ${cookieAttributes(request, maxAge)}`)
      .header('Cache-Control', 'no-store')
      .header('Location', '/')
      .send();
  });

  app.get(PREVIEW_EXIT_PATH, async (request, reply) =>
    reply
      .code(303)
      .header('Set-Cookie', `${PREVIEW_COOKIE}=; ${cookieAttributes(request, 0)}`)
      .header('Cache-Control', 'no-store')
      .header('Location', '/')
      .send(),
  );
}
