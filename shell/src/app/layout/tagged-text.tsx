import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text whose `<name>…</name>` parts are drawn by the given elements, their text as the
 * children: react-i18next's Trans for flat tags, without its parser, which the page would download
 * before its first view for the header's one use.
 */
export function taggedText(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const [whole, name = '', inner = ''] = match;
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : inner);
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
