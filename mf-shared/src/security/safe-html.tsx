import { Suspense, use, useEffect, useMemo, useRef, type RefObject } from 'react';
import { KitSlot } from '../kits/ui-kits';
import { useAfterFirstView } from '../ui/use-after-first-view';
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
  /**
   * HTML below the first view (a footer, texts under the fold): the sanitiser is not loaded for
   * it before the first view is over (`useAfterFirstView`), so its chunk never competes with the
   * first view's code; the element stands empty until then, or until something else on the page
   * has loaded the sanitiser.
   */
  deferred?: boolean;
}

/**
 * HTML from the API, sanitised before it reaches the DOM (scripts, event handlers, styles and forms
 * removed; links and images under the URL and content policies: html-sanitizer.ts). The only way
 * the apps put API HTML on a page. DOMPurify comes in its own chunk the first time: meanwhile the
 * element stands empty (its own Suspense boundary, so nothing else on the page waits).
 */
export function SafeHtml({ deferred = false, ...props }: SafeHtmlProps) {
  return deferred ? <DeferredHtml {...props} /> : <HtmlBoundary {...props} wait={false} />;
}

/** SafeHtml below the first view: empty until the first view is over or the sanitiser is there. */
function DeferredHtml(props: SafeHtmlProps) {
  const afterFirstView = useAfterFirstView();
  return <HtmlBoundary {...props} wait={!afterFirstView && htmlSanitizer.now() === null} />;
}

/** The same boundary whether it waits or not: the server's markup (an empty element) hydrates unchanged. */
function HtmlBoundary({ html, className, as: Element = 'div', wait }: SafeHtmlProps & { wait: boolean }) {
  const empty = <Element className={className} />;
  return <Suspense fallback={empty}>{wait ? empty : <SanitizedHtml html={html} className={className} as={Element} />}</Suspense>;
}

function SanitizedHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const { sanitizeHtml } = use(htmlSanitizer.load());
  const clean = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  const ref = useRef<HTMLElement>(null);
  useHideBrokenImages(ref, clean);
  // eslint-disable-next-line no-restricted-syntax -- the one place API HTML enters the DOM, sanitised just above
  return <Element ref={ref as never} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** An image that has finished loading without a picture: failed, or its address was refused. */
function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/**
 * Pictures of API content that do not load (a wrong address, one the content policy refused) are
 * hidden rather than shown as the browser's broken-image icon. Image errors do not bubble, so the
 * element listens in the capture phase; pictures that failed before the listener was there are
 * found by looking.
 */
function useHideBrokenImages(ref: RefObject<HTMLElement | null>, content: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const hide = (image: HTMLImageElement) => {
      image.hidden = true;
    };
    element.querySelectorAll('img').forEach((image) => {
      if (isBroken(image)) hide(image);
    });
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) hide(event.target);
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [ref, content]);
}
