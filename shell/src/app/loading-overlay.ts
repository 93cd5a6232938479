/** The loading overlay fades out over 400 ms (shell-and-public.md §9), then leaves the page. */
export const OVERLAY_FADE_MS = 400;

/**
 * Fades the page's loading overlay (#casino-loading of public/index.html, whose CSS transition
 * lasts OVERLAY_FADE_MS) from the next frame and removes it once the fade is over.
 */
export function fadeOutLoadingOverlay(doc: Document = document): void {
  const overlay = doc.getElementById('casino-loading');
  if (!overlay) return;
  requestAnimationFrame(() => overlay.classList.add('is-done'));
  setTimeout(() => overlay.remove(), OVERLAY_FADE_MS);
}
