import { utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { withFileLock } from './lock';
import { cleanup, tempDir } from '../testing';

let dir: string;
beforeEach(() => (dir = tempDir('deploy-lock-')));
afterEach(() => cleanup(dir));

it('runs holders one at a time', async () => {
  const lock = path.join(dir, 'x.lock');
  let inside = 0;
  let maxInside = 0;
  await Promise.all(
    Array.from({ length: 10 }, () =>
      withFileLock(lock, async () => {
        inside += 1;
        maxInside = Math.max(maxInside, inside);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inside -= 1;
      }),
    ),
  );
  expect(maxInside).toBe(1);
  expect(existsSync(lock)).toBe(false);
});

it('breaks a lock left by a crashed process once it is stale, and waits for a fresh one', async () => {
  const lock = path.join(dir, 'x.lock');
  writeFileSync(lock, '{"pid":1}');
  const old = new Date(Date.now() - 60_000);
  utimesSync(lock, old, old);
  await expect(withFileLock(lock, async () => 'ran', { staleMs: 30_000 })).resolves.toBe('ran');

  writeFileSync(lock, '{"pid":1,"owner":"carol"}');
  await expect(withFileLock(lock, async () => 'ran', { staleMs: 30_000, timeoutMs: 100 })).rejects.toThrow(
    /x\.lock is held by another deploy \(.*carol/,
  );
});

it('releases the lock when the holder throws', async () => {
  const lock = path.join(dir, 'x.lock');
  await expect(withFileLock(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(existsSync(lock)).toBe(false);
});
