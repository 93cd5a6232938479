import { readCookie, type RootStore } from '@casino/mf-shared';
import type { AppRouter } from '../app-router';
import { resolvePath } from '../route-table';
import { globalMiddleware, resolveMiddleware } from './registry';

/**
 * A page the server rendered is hydrated with the loaders' data of the server's render, so the
 * route's middleware has not run in this browser: its effects (the locale cookie, the introducer
 * cookies, a login modal asked for with ?modal=) would be lost. They run here, once, with the page
 * on screen; a middleware that wants to go elsewhere hands over to the router, which decides again.
 */
export async function runMiddlewareAfterHydration(router: AppRouter, store: RootStore, href = window.location.href): Promise<void> {
  const url = new URL(href);
  const resolved = resolvePath(url.pathname, store.site.config);
  if (resolved.kind !== 'route') return void router.revalidate();
  const list = resolveMiddleware([...globalMiddleware, ...(resolved.entry.middleware ?? [])], resolved.entry.path);
  const params = router.state.matches.at(-1)?.params ?? {};
  for (const middleware of list) {
    if (await middleware({ url, params, store, cookie: readCookie })) return void router.revalidate();
  }
}
