import type { ServerRenderedPage } from '@casino/mf-shared/contracts';

/** The width the layout store starts with for each layout the server renders (shell/src/server/render.tsx). */
export const DEVICE_WIDTHS: Record<ServerRenderedPage['device'], number> = { desktop: 1280, mobile: 390 };

declare global {
  interface Window {
    /** What React could not hydrate on this page (docs/ssr.md): e2e counts it, it must stay empty. */
    __casinoHydrationErrors?: string[];
  }
}

/**
 * React recovered from a hydration error (a mismatch, a boundary rendered afresh): the page goes on,
 * and the error is kept where e2e reads it and logged.
 */
export function reportHydrationError(error: unknown): void {
  const text = error instanceof Error ? error.message : String(error);
  (window.__casinoHydrationErrors ??= []).push(text);
  console.error('Hydration:', error);
}
