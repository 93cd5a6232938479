import { decideUrl, parseSafeUrl } from './url-policy';

/** Where images inside content HTML may load from, besides the page's own origin. */
interface ContentPolicy {
  /** Host names (`cdn.example.com`) or wildcards (`*.example.com`) from SiteConfig.contentImageHosts. */
  imageHosts: readonly string[];
}

let policy: ContentPolicy = { imageHosts: [] };

/** Sets the content policy of the page; the shell calls it once at start-up with the site configuration. */
export function configureContentPolicy(next: Partial<ContentPolicy>): void {
  policy = { ...policy, ...next, imageHosts: (next.imageHosts ?? policy.imageHosts).map((host) => host.trim().toLowerCase()) };
}

function hostAllowed(hostname: string): boolean {
  return policy.imageHosts.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry));
}

/** Whether an image address in content may load: this origin, or https from a configured host. */
export function isAllowedContentImage(raw: string, pageHref: string): boolean {
  const url = parseSafeUrl(raw, pageHref);
  if (!url) return false;
  if (url.origin === new URL(pageHref).origin) return true;
  return url.protocol === 'https:' && hostAllowed(url.hostname);
}

const SRCSET_TAGS = new Set(['IMG', 'SOURCE']);

/** Links and images of content follow the URL policy (url-policy.ts) and the image hosts. */
export function applyContentPolicy(node: Element): void {
  const pageHref = window.location.href;
  if (node.tagName === 'A' || node.tagName === 'AREA') {
    const href = node.getAttribute('href');
    if (href === null) return;
    const decision = decideUrl(href, { external: true }, pageHref);
    if (decision.kind === 'refused') {
      node.removeAttribute('href');
      node.removeAttribute('target');
    } else if (decision.kind === 'external') {
      node.setAttribute('href', decision.href);
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.setAttribute('href', decision.path);
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener');
      else node.removeAttribute('target');
    }
    return;
  }
  if (node.hasAttribute('src') && ['IMG', 'SOURCE', 'VIDEO', 'AUDIO', 'TRACK', 'INPUT'].includes(node.tagName)) {
    if (!isAllowedContentImage(node.getAttribute('src') ?? '', pageHref)) node.removeAttribute('src');
  }
  if (node.hasAttribute('poster') && !isAllowedContentImage(node.getAttribute('poster') ?? '', pageHref)) node.removeAttribute('poster');
  if (SRCSET_TAGS.has(node.tagName) && node.hasAttribute('srcset')) {
    const candidates = (node.getAttribute('srcset') ?? '').split(',').map((part) => part.trim());
    const kept = candidates.filter((candidate) => candidate && isAllowedContentImage(candidate.split(/\s+/)[0] ?? '', pageHref));
    if (kept.length) node.setAttribute('srcset', kept.join(', '));
    else node.removeAttribute('srcset');
  }
}

/** An event-handler attribute name inside a start tag (after a space, a slash or a closing quote). */
const HANDLER_NAME = /([\s/"'])on(?=[a-z]+\s*=)/gi;
const START_TAG = /<[a-z][^>]*>/gi;

/**
 * Renames event-handler attributes (`onerror=` → `x-blocked-onerror=`) before the string is
 * parsed: Chromium files a CSP violation report for every handler attribute it parses, even in
 * DOMPurify's inert document, so content with `onerror` would fill the console and the report
 * endpoint on every view. DOMPurify drops the renamed attribute like any unknown one; it stays
 * the control (a tag this misses, say one with `>` in a quoted value, is still cleaned there).
 */
export function renameHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_NAME, '$1x-blocked-on'));
}
