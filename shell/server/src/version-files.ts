import fs from 'node:fs/promises';

const texts = new Map<string, Promise<string | null>>();

/**
 * The text of a file in a published version folder (a remote's CSS, a shell stylesheet), read once:
 * a published version never changes. Null when it cannot be read, which is not kept, so a file
 * put back is read at the next call.
 */
export function versionFileText(file: string): Promise<string | null> {
  let text = texts.get(file);
  if (!text) {
    text = fs.readFile(file, 'utf8').catch(() => null);
    texts.set(file, text);
    void text.then((value) => value === null && texts.delete(file));
  }
  return text;
}
