import { cookieNames, data, decideLocale, localePath, redirect, type LoaderFunctionArgs, type RootStore } from '@casino/mf-shared';
import { auth, exactHome, fastDeposit, localeChanging, queryParams, registerRoute, routeRules } from './builtin';
import { requestCookies, type Middleware } from './middleware';

/** Every middleware a route may name. */
export const middlewares = {
  'locale-changing': localeChanging,
  'route-rules': routeRules,
  'query-params': queryParams,
  auth,
  'fast-deposit': fastDeposit,
  'register-route': registerRoute,
  'exact-home': exactHome,
} satisfies Record<string, Middleware>;

export type MiddlewareName = keyof typeof middlewares;

/** Run on every navigation, before the route's own. */
export const globalMiddleware: MiddlewareName[] = ['route-rules', 'locale-changing', 'query-params'];

/** Looks names up; an unknown name is a start-up error, never a silent skip. */
export function resolveMiddleware(names: readonly string[], where: string): Middleware[] {
  return names.map((name) => {
    const found = (middlewares as Record<string, Middleware>)[name];
    if (!found) throw new Error(`Unknown middleware "${name}" on route ${where} (known: ${Object.keys(middlewares).join(', ')})`);
    return found;
  });
}

/**
 * A React Router loader running middlewares in order; the first redirect or 404 wins. An in-app
 * redirect lands under the URL's locale (auth's `/` on /zh_CN/user is /zh_CN), decided as the
 * locale-changing middleware does (the root's and the route's loaders run side by side): a bare
 * path would switch a prefix site back to its default language.
 */
export function middlewareLoader(list: Middleware[], routesStore: RootStore) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    // The server builds its routes once and each request brings its own store (shell/src/server/render.tsx).
    const store = requestStoreOf(context) ?? routesStore;
    const url = new URL(request.url);
    const cookie = requestCookies(request);
    for (const middleware of list) {
      const result = await middleware({ url, params, store, cookie });
      if (!result) continue;
      if ('redirect' in result) {
        const { config } = store.site;
        const inApp = result.redirect.startsWith('/') && !result.redirect.startsWith('//');
        const { locale } = decideLocale({ pathname: url.pathname, host: url.host, cookieLocale: cookie(cookieNames.locale), config });
        throw redirect(inApp ? localePath(result.redirect, locale, config) : result.redirect);
      }
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    return null;
  };
}

/** What a server render gives its loaders with the request (React Router's `requestContext`). */
export interface RouteRequestContext {
  store: RootStore;
}

function requestStoreOf(context: unknown): RootStore | undefined {
  return typeof context === 'object' && context !== null && 'store' in context ? (context as RouteRequestContext).store : undefined;
}
