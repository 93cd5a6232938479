/**
 * Release files go out only as published. `deploy publish` records the SHA-256 of every file of a
 * version folder (release/integrity/<app>/<version>.json, the compressed siblings included); the
 * promotion gates check it, and so does this guard before the static routes send a file: a
 * remoteEntry.js, chunk or shell main.js edited after publish (or a file added) answers 404, with
 * one log line, instead of running in the browser. A URL is judged with its `.br` and `.gz`
 * siblings, so a brotli client and a plain one never get different bytes.
 *
 * Each file is hashed once per process; the verdict is kept until the file's mtime or size changes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPrecompressible, isPublicReleaseFile, readIntegrityRecord } from '@casino/release-format';

/** A release URL's version folder and file: `/remotes/mf-home/1.0.0/remoteEntry.js`, `/shell/0.1.0/main.1a2b.js`. */
export interface ReleaseFile {
  /** The deploy app (`mf-home`, `shell`): its integrity records' folder. */
  app: string;
  version: string;
  /** The file inside the version folder, POSIX (`static/js/main.js`). */
  file: string;
  /** The version folder on disk. */
  dir: string;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/** The release file a URL path (not decoded) names, or null when it names none (another route answers). */
export function releaseFileOf(releaseDir: string, urlPath: string): ReleaseFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const parts = decoded.split('/');
  let app: string | undefined;
  let version: string | undefined;
  let rest: string[];
  if (parts[1] === 'remotes') {
    [app, version] = [parts[2], parts[3]];
    rest = parts.slice(4);
  } else if (parts[1] === 'shell') {
    [app, version] = ['shell', parts[2]];
    rest = parts.slice(3);
  } else return null;
  if (!app || !/^[a-z0-9-]+$/.test(app) || !version || !VERSION.test(version)) return null;
  const file = rest.join('/');
  if (!file || rest.some((part) => part === '' || part === '.' || part === '..')) return null;
  const dir = parts[1] === 'remotes' ? path.join(releaseDir, 'remotes', app, version) : path.join(releaseDir, 'shell', version);
  return { app, version, file, dir };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const statOf = (file: string): Promise<Stats | null> =>
  fs.stat(file).then(
    (stat) => (stat.isFile() ? stat : null),
    () => null,
  );

interface Verdict {
  mtimeMs: number;
  size: number;
  /** Why the file may not be served; null when it is as published. */
  problem: Promise<string | null>;
}

/** Judges release files against their integrity records; one per server (its verdicts are cached). */
export class ReleaseFileGuard {
  private readonly verdicts = new Map<string, Verdict>();
  private readonly records = new Map<string, Promise<Record<string, string> | null>>();

  constructor(
    private readonly releaseDir: string,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Why the file a URL names may not be served (changed, added after publish, no record), or
   * null when it may: as published, or not a release file at all (then the static route decides,
   * a missing file included).
   */
  async refusal(urlPath: string): Promise<string | null> {
    const target = releaseFileOf(this.releaseDir, urlPath);
    if (!target || !isPublicReleaseFile(target.file)) return null;
    const original = path.join(target.dir, target.file);
    const siblings = isPrecompressible(target.file) ? [`${target.file}.br`, `${target.file}.gz`] : [];
    const family = [target.file, ...siblings];
    const stats = await Promise.all(family.map((file) => statOf(path.join(target.dir, file))));
    if (stats[0] === null) return null; // not there: the static route answers its 404
    const problems = await Promise.all(
      family.map((file, index) => {
        const stat = stats[index];
        return stat ? this.verdict(target, file, stat) : null;
      }),
    );
    const problem = problems.find((p) => p !== null) ?? null;
    return problem === null ? null : `${path.relative(this.releaseDir, original)}: ${problem}`;
  }

  private verdict(target: ReleaseFile, file: string, stat: Stats): Promise<string | null> {
    const absolute = path.join(target.dir, file);
    const known = this.verdicts.get(absolute);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.problem;
    const problem = this.judge(target, file, absolute).then((why) => {
      if (why !== null) {
        this.log(
          `release file refused (404 until it is as published): ${path.relative(this.releaseDir, absolute)} ${why}; deploy status lists the folders that changed`,
        );
      }
      return why;
    });
    this.verdicts.set(absolute, { mtimeMs: stat.mtimeMs, size: stat.size, problem });
    return problem;
  }

  private async judge(target: ReleaseFile, file: string, absolute: string): Promise<string | null> {
    const record = await this.record(target);
    if (record === null) return `has no integrity record (release/integrity/${target.app}/${target.version}.json)`;
    const expected = record[file];
    if (expected === undefined) return 'was added after publishing';
    return (await sha256(absolute)) === expected ? null : 'differs from what was published';
  }

  /** A version's recorded hashes; a missing record is looked for again next time (a publish may be writing it). */
  private record(target: ReleaseFile): Promise<Record<string, string> | null> {
    const key = `${target.app}/${target.version}`;
    let record = this.records.get(key);
    if (!record) {
      record = readIntegrityRecord(this.releaseDir, target.app, target.version).then((found) => found?.files ?? null);
      this.records.set(key, record);
      void record.then((found) => {
        if (found === null) this.records.delete(key);
      });
    }
    return record;
  }
}

/** The onRequest hook: GET and HEAD of a release file that is not as published answer 404. */
export function releaseFileHook(releaseDir: string, log: { warn(line: string): void }) {
  const guard = new ReleaseFileGuard(releaseDir, (line) => log.warn(line));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!urlPath.startsWith('/remotes/') && !urlPath.startsWith('/shell/')) return;
    if ((await guard.refusal(urlPath)) === null) return;
    // no-store: once the folder is as published again, the next request gets the file.
    await reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
  };
}
