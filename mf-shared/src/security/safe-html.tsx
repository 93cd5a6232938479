import { Suspense, use, useMemo } from 'react';
import { KitSlot } from '../kits/ui-kits';
import type * as HtmlSanitizerModule from './html-sanitizer';

/** The sanitiser (DOMPurify and the content policy), loaded once, when a page first shows HTML. */
export const htmlSanitizer = new KitSlot<typeof HtmlSanitizerModule>(() => import(/* webpackChunkName: "sanitizer" */ './html-sanitizer'));

/** Starts loading the sanitiser (a page about to show HTML from the API). */
export function loadSanitizer(): Promise<unknown> {
  return htmlSanitizer.load();
}

interface SafeHtmlProps {
  /** HTML from the API, unsanitised. */
  html: string | null | undefined;
  className?: string;
  /** The element that holds it. */
  as?: 'div' | 'section' | 'article' | 'span';
}

/**
 * HTML from the API, sanitised before it reaches the DOM (scripts, event handlers, styles and forms
 * removed; links and images under the URL and content policies: html-sanitizer.ts). The only way
 * the apps put API HTML on a page. DOMPurify comes in its own chunk the first time: meanwhile the
 * element stands empty (its own Suspense boundary, so nothing else on the page waits).
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  return (
    <Suspense fallback={<Element className={className} />}>
      <SanitizedHtml html={html} className={className} as={Element} />
    </Suspense>
  );
}

function SanitizedHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const { sanitizeHtml } = use(htmlSanitizer.load());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  // eslint-disable-next-line no-restricted-syntax -- the one place API HTML enters the DOM, sanitised just above
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
