/**
 * Canary releases on the serving side (docs/deploy.md, "Canary"): `deploy canary` writes a second
 * version of one remote beside the live one, with the share of browsers that get it. Each browser
 * carries a bucket, 0–99, in a cookie the server sets on its first page (sticky: the same browser
 * stays in its group from page to page); a browser whose bucket is below the canary's percent gets
 * the canary's entry in its page's manifest and in /manifests/live.json, every other browser the
 * live version. A preview cookie still wins (preview.ts applies after this). When the canary is
 * aborted or promoted, the browser's live.json changes and the shell reloads at its next navigation.
 */
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootManifest, LiveRemote, RemoteName } from '@casino/contracts';
import { cookieValue } from './render-page';

/** The cookie holding the browser's bucket (a whole number 0–99). */
export const BUCKET_COOKIE = 'casino_bucket';
/** A year: the bucket is not personal data and keeps a browser in one group across releases. */
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A remote's canary as the server reads it from the release manifest. */
export interface CanaryRemote {
  remote: LiveRemote;
  /** Share of browsers (1–99) that get it. */
  percent: number;
}

/** The bucket a Cookie header carries, or null when it has none (or one that is not 0–99). */
export function bucketFrom(cookieHeader: string | undefined): number | null {
  const value = cookieValue(cookieHeader, BUCKET_COOKIE)?.trim();
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** The manifest a browser in `bucket` sees: each canary whose share covers the bucket in place of the live remote. */
export function withCanaries(manifest: BootManifest, canaries: readonly CanaryRemote[], bucket: number): BootManifest {
  const chosen = canaries.filter((canary) => bucket < canary.percent);
  if (!chosen.length) return manifest;
  const remotes: Partial<Record<RemoteName, LiveRemote>> = { ...manifest.remotes };
  for (const { remote } of chosen) remotes[remote.name] = remote;
  return { ...manifest, remotes };
}

/**
 * The browser's bucket; a browser without one gets a new one, drawn at random, and the cookie
 * that keeps it (HttpOnly: the page learns its versions from its manifest, never from the cookie).
 * Only while a canary runs: without one, nobody is given a cookie.
 */
export function bucketOf(request: FastifyRequest, reply: FastifyReply, canaries: readonly CanaryRemote[]): number | null {
  if (!canaries.length) return null;
  const known = bucketFrom(request.headers.cookie);
  if (known !== null) return known;
  const bucket = randomInt(100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return bucket;
}

/** What this request's browser runs: the live manifest with the canaries of its bucket in. */
export function canaryManifest(
  request: FastifyRequest,
  reply: FastifyReply,
  live: BootManifest,
  canaries: readonly CanaryRemote[],
): BootManifest {
  const bucket = bucketOf(request, reply, canaries);
  return bucket === null ? live : withCanaries(live, canaries, bucket);
}
