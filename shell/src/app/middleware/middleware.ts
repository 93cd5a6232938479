import { readCookie, type RootStore } from '@casino/mf-shared';

export interface MiddlewareContext {
  url: URL;
  params: Record<string, string | undefined>;
  store: RootStore;
  /** A cookie of the request: the page's in the browser, the request's Cookie header on the server (docs/ssr.md). */
  cookie: (name: string) => string | undefined;
}

/**
 * The cookies a route loader sees: its request's Cookie header when it has one (the shell server's
 * render, which has no document), else the page's.
 */
export function requestCookies(request: Request): (name: string) => string | undefined {
  const header = request.headers.get('cookie');
  if (header === null) return (name) => readCookie(name);
  return (name) => {
    for (const part of header.split(';')) {
      const at = part.indexOf('=');
      if (at > 0 && part.slice(0, at).trim() === name) {
        try {
          return decodeURIComponent(part.slice(at + 1).trim());
        } catch {
          return part.slice(at + 1).trim();
        }
      }
    }
    return undefined;
  };
}

/** What a middleware decides: go on (nothing), go elsewhere, or answer 404. */
export type MiddlewareResult = void | { redirect: string } | { notFound: true };

export type Middleware = (context: MiddlewareContext) => MiddlewareResult | Promise<MiddlewareResult>;

/** shell-and-public.md §9: page navigation waits about 100 ms after each route resolve. */
export const NAVIGATION_WAIT_MS = 100;

/**
 * Runs once the navigation has settled (opening a modal, say): NAVIGATION_WAIT_MS after the route
 * resolved, so the new page has drawn first. A middleware must not render.
 */
export function afterNavigation(task: () => void): void {
  setTimeout(task, NAVIGATION_WAIT_MS);
}
