import { type RootStore, type RouteObject } from '@casino/mf-shared';
import { usesPrefix } from '@casino/contracts';
import { ErrorPage } from './error/error-page';
import { ShellLayout, type RouteHandle } from './layout/shell-layout';
import type { Middleware } from './middleware/middleware';
import { globalMiddleware, middlewareLoader, resolveMiddleware } from './middleware/registry';
import { PageSkeleton } from './layout/page-skeleton';
import { RemoteView } from './remote-loader/remote-view';
import { isMemberOnly, resolvePath, routeIds, routeTable, type RouteEntry } from './route-table';
import { AuthCallbackPage, LoadingPage } from './shell-pages';

/** The root route's id: the server's 404 is hydrated as its error (hydration.ts). */
export const ROOT_ROUTE_ID = 'root';

export interface RouteOptions {
  /**
   * The server's render (docs/ssr.md): a member-only page is the shell with a skeleton in the page
   * area, its `auth` middleware left to the browser, which knows the session.
   */
  memberPagesAsSkeleton?: boolean;
}

function elementOf(entry: RouteEntry, options: RouteOptions) {
  if (entry.redirectOnly) return null;
  if (options.memberPagesAsSkeleton && isMemberOnly(entry)) return <PageSkeleton />;
  if (entry.module) return <RemoteView key={entry.module} id={entry.module} props={{}} />;
  if (entry.shellPage === 'loading') return <LoadingPage />;
  if (entry.shellPage === 'authCallback') return <AuthCallbackPage />;
  throw new Error(`Route ${entry.path} has neither a module, a shell page nor redirectOnly.`);
}

function childRoutes(store: RootStore, options: RouteOptions, ids?: Map<string, string>): RouteObject[] {
  return [
    ...routeTable.map((entry): RouteObject => {
      const skeleton = options.memberPagesAsSkeleton && isMemberOnly(entry);
      const own = skeleton ? [] : resolveMiddleware(entry.middleware ?? [], entry.path);
      const id = ids?.get(entry.path);
      const route = {
        ...(id ? { id } : {}),
        element: elementOf(entry, options),
        handle: { chrome: entry.chrome } satisfies RouteHandle,
        ...(own.length ? { loader: middlewareLoader(own, store) } : {}),
      };
      return entry.path === '/' ? { ...route, index: true as const } : { ...route, path: entry.path.slice(1) };
    }),
    { path: '*', element: <ErrorPage status={404} inLayout /> },
  ];
}

/**
 * The path matcher the shell server answers with (resolvePath) decides first, so the client shows
 * its 404 page for exactly the paths the server answers 404, before any middleware redirects one.
 */
const knownPath: Middleware = ({ url, store }) =>
  resolvePath(url.pathname, store.site.config).kind === 'not-found' ? { notFound: true } : undefined;

/**
 * The React Router route table, built from the plain route table. Global middleware runs on every
 * navigation (the root loader always revalidates); each route adds its own. With a prefix locale
 * strategy, every route also exists under each offered locale, spelt exactly (/zh_CN, not /ZH_CN
 * nor /xx: those are unknown paths, as they are for resolvePath).
 */
export function buildRoutes(store: RootStore, options: RouteOptions = {}): RouteObject[] {
  const global = resolveMiddleware(globalMiddleware, '(global)');
  const { config } = store.site;
  // One domain per locale: this page's routes are its domain's locale's (routeIds, adjustDefaultRoutes).
  const ids = config.differentDomains ? routeIds(config, store.locale.locale) : undefined;
  const localized = usesPrefix(config)
    ? config.locales.map((locale): RouteObject => ({ path: locale, caseSensitive: true, children: childRoutes(store, options) }))
    : [];
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <ShellLayout />,
      errorElement: <ErrorPage />,
      loader: middlewareLoader([knownPath, ...global], store),
      shouldRevalidate: () => true,
      children: [...childRoutes(store, options, ids), ...localized],
    },
  ];
}
