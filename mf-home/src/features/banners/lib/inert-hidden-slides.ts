/**
 * The slides a carousel hides from assistive technology (`aria-hidden="true"`: every slide but the
 * one on show, and the copies an infinite carousel adds at both ends) still hold links and
 * buttons a keyboard reaches. Marking them `inert` takes them out of the Tab order as well; the
 * slide on show loses it again. Returns a function that stops following the carousel.
 */
export function keepHiddenSlidesInert(root: HTMLElement, slideSelector: string): () => void {
  const sync = () => {
    for (const slide of root.querySelectorAll<HTMLElement>(slideSelector)) {
      const hidden = slide.getAttribute('aria-hidden') === 'true';
      if (slide.hasAttribute('inert') !== hidden) slide.toggleAttribute('inert', hidden);
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}
