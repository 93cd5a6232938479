import { UNSAFE_createMemoryHistory, UNSAFE_createRouter, type RouteObject } from 'react-router';

/**
 * The routers of tests, which the page never needs: with the hooks and components of
 * @casino/mf-shared they are one react-router (jest has no federation, so one module instance).
 */
export { MemoryRouter, Route, Routes, createMemoryRouter } from 'react-router';

/**
 * A memory router (like createMemoryRouter) whose window records where the app would leave for:
 * React Router loads a page of another origin with `location.assign`/`replace`, which jsdom cannot
 * do; here `onLeave` gets that URL instead. createMemoryRouter takes no window, hence its parts.
 */
export function createLeavingMemoryRouter(routes: RouteObject[], options: { initialEntries: string[]; onLeave: (url: string) => void }) {
  const leave = (url: string | URL) => options.onLeave(String(url));
  const location = { origin: window.location.origin, href: window.location.href, assign: leave, replace: leave };
  const routerWindow = new Proxy(window, {
    get: (target, property) => {
      if (property === 'location') return location;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return UNSAFE_createRouter({
    routes,
    history: UNSAFE_createMemoryHistory({ initialEntries: options.initialEntries }),
    window: routerWindow,
  }).initialize();
}
