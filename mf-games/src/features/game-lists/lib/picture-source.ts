import { parseSafeUrl } from '@casino/mf-shared';

/** Any origin will do: only the form of the address is judged, relative ones included. */
const BASE = 'https://page.invalid/';

/** A game picture's address when it is an http(s) or site path one; null (the placeholder) for none or any other scheme. */
export function pictureSource(src: string | null | undefined): string | null {
  if (!src || !src.trim()) return null;
  return parseSafeUrl(src, BASE) ? src.trim() : null;
}
