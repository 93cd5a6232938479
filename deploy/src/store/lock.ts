/**
 * A cross-process exclusive lock on a file: `open(path, 'wx')` succeeds for exactly one
 * process. A lock older than `staleMs` is assumed to belong to a crashed deploy and is broken.
 * Holders keep it only for a manifest read-modify-write (milliseconds), never for a copy.
 */
import { promises as fs } from 'node:fs';
import { isErrno, ReleaseError } from '@casino/release-format';

export interface LockOptions {
  staleMs?: number;
  /** Give up waiting after this long; defaults to staleMs + 5 s (a stuck lock is broken by then). */
  timeoutMs?: number;
  /** Written into the lock file so a stuck lock says who holds it. */
  owner?: string;
}

export const DEFAULT_LOCK_STALE_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withFileLock<T>(lockPath: string, fn: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const staleMs = options.staleMs ?? DEFAULT_LOCK_STALE_MS;
  const deadline = Date.now() + (options.timeoutMs ?? staleMs + 5_000);
  for (;;) {
    try {
      const handle = await fs.open(lockPath, 'wx');
      try {
        await handle.writeFile(JSON.stringify({ pid: process.pid, owner: options.owner ?? null, at: new Date().toISOString() }));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    try {
      const { mtimeMs } = await fs.stat(lockPath);
      if (Date.now() - mtimeMs > staleMs) {
        await fs.rm(lockPath, { force: true });
        continue;
      }
    } catch (error) {
      if (isErrno(error, 'ENOENT')) continue; // released between our open and stat
      throw error;
    }
    if (Date.now() > deadline) {
      const holder = await fs.readFile(lockPath, 'utf8').catch(() => '?');
      throw new ReleaseError(`${lockPath} is held by another deploy (${holder}); if none is running, delete that file and retry`);
    }
    await sleep(5 + Math.random() * 25);
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}
