import type { RootStore } from '@casino/mf-shared';

export interface MiddlewareContext {
  url: URL;
  params: Record<string, string | undefined>;
  store: RootStore;
}

/** What a middleware decides: go on (nothing), go elsewhere, or answer 404. */
export type MiddlewareResult = void | { redirect: string } | { notFound: true };

export type Middleware = (context: MiddlewareContext) => MiddlewareResult | Promise<MiddlewareResult>;

/** Runs after the navigation settled (opening a modal, say): a middleware must not render. */
export function afterNavigation(task: () => void): void {
  setTimeout(task, 0);
}
