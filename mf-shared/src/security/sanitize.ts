import DOMPurify from 'dompurify';

/**
 * Cleans an HTML string from the API before it reaches the DOM: scripts, event handlers and
 * javascript: URLs are removed. On the server (no DOM) it returns an empty string.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return '';
  const purifier = DOMPurify(window);
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
