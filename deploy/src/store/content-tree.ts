/** Hashing and copying of a built app's folder: the unit a release version is made of. */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isErrno, listFiles, withoutCompressedSiblings } from '@casino/release-format';

/**
 * What a version is made of: every file except the compressed siblings (`<file>.br`,
 * `<file>.gz`) that publish derives from the others. A published folder therefore hashes as
 * the build it came from, and publishing that build again stays a no-op.
 */
async function listContentFiles(root: string): Promise<string[]> {
  return withoutCompressedSiblings(await listFiles(root));
}

/**
 * SHA-256 (hex) over the names and bytes of a folder's content files (listContentFiles). Two
 * folders with the same files and contents hash the same, whatever their mtimes.
 */
export async function hashTree(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listContentFiles(root)) {
    const bytes = await fs.readFile(path.join(root, rel));
    hash.update(`${rel}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** Copies the content files of `from` into `to` (which must not exist yet); siblings are remade, not copied. */
export async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: false });
  for (const rel of await listContentFiles(from)) {
    const target = path.join(to, rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(from, rel), target);
  }
}

export async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await fs.stat(p)).isDirectory();
  } catch (error) {
    if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return false;
    throw error;
  }
}

export async function isFile(p: string): Promise<boolean> {
  try {
    return (await fs.stat(p)).isFile();
  } catch (error) {
    if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return false;
    throw error;
  }
}
