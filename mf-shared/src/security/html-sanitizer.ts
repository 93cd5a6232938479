import DOMPurify from 'dompurify';
import { applyContentPolicy, renameHandlers } from './sanitize';

// DOMPurify's own chunk: loaded by SafeHtml (safe-html.tsx) where a page shows HTML from the API,
// never part of the boot.

/**
 * Cleans an HTML string from the API before it reaches the DOM: scripts, event handlers, styles
 * and forms are removed; links follow the URL policy (script URLs and ambiguous paths lose their
 * href, external links open in a new tab without opener or referrer); images load only from this
 * origin or the configured image hosts. On the server (no DOM) it returns an empty string.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return '';
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', applyContentPolicy);
  return purifier.sanitize(renameHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
