import type { i18n as I18n } from 'i18next';
import type { RemoteModuleId, ServerRenderedPage } from '@casino/contracts';
import { ROOT_ROUTE_ID } from './routes';
import { captureError } from './rum/error-capture';

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
  captureError({ kind: 'hydration', stack: error instanceof Error ? error.stack : undefined });
  (window.__casinoHydrationErrors ??= []).push(text);
  console.error('Hydration:', error);
}

/**
 * The hydration data of a page the server rendered (React Router): its loaders' data, and for an
 * unknown path the root route's 404, which the server rendered as the error page. The error
 * travels as the fields `isRouteErrorResponse` reads, so the browser's error page reads it the same.
 */
export function hydrationDataOf(ssr: ServerRenderedPage, notFound: boolean) {
  return {
    loaderData: ssr.loaderData,
    ...(notFound ? { errors: { [ROOT_ROUTE_ID]: { status: 404, statusText: 'Not Found', internal: false, data: null } } } : {}),
  };
}

/** A remote's i18next namespace: its name without `mf_` (each remote's src/app/namespace.ts: mf_home → home). */
export function namespaceOf(module: RemoteModuleId): string {
  return module.slice(0, module.indexOf('/')).replace(/^mf_/, '');
}

/**
 * Resolves true once a namespace's messages are there in the page's language and the fallback
 * (the remote started loading them when its code ran), false after `timeoutMs`. A member's page
 * drawn by the server is rendered afresh once they are: a first render still waiting for them
 * would show the remote's loading area over the drawn page, and the page would move twice.
 */
export function messagesReady(i18n: I18n, ns: string, timeoutMs: number): Promise<boolean> {
  const loaded = () => [i18n.language, 'en-US'].every((language) => i18n.hasResourceBundle(language, ns));
  if (loaded()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => loaded() && done(true);
    const done = (ready: boolean) => {
      clearTimeout(timer);
      i18n.store.off('added', check);
      resolve(ready);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    i18n.store.on('added', check);
  });
}
