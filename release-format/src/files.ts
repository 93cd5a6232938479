/** Reading folders of a release: their file listing, and telling a missing file from a failure. */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Relative POSIX paths of every file under `root` (symlinks followed), sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await fs.readdir(path.join(root, rel), { withFileTypes: true });
    for (const entry of entries) {
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      const stat = entry.isSymbolicLink() ? await fs.stat(path.join(root, childRel)) : entry;
      if (stat.isDirectory()) await walk(childRel);
      else if (stat.isFile()) out.push(childRel);
    }
  }
  await walk('');
  return out.sort();
}

/** Duck-typed on purpose: errors from Node's fs may come from another realm (e.g. under jest). */
export function isErrno(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}
