import type { RemoteModuleExports } from '@casino/mf-shared';
import type { RemoteModuleId, RemoteName } from '@casino/contracts';

/**
 * What the app asks of the remotes' modules: the browser's RemoteRegistry, or the server's
 * (shell/src/server/server-registry.ts) when the shell server renders a page (docs/ssr.md).
 */
export interface ModuleRegistry {
  has(name: RemoteName): boolean;
  /** Loads a module (afresh: `fresh`), giving up after the registry's timeout. */
  load<P>(id: RemoteModuleId, fresh?: boolean): Promise<RemoteModuleExports<P>>;
  /**
   * A module this registry has already loaded, now, without waiting: the page's first module, which
   * the server rendered and the browser loads before it hydrates, renders at once on both sides.
   */
  loadedNow<P>(id: RemoteModuleId): RemoteModuleExports<P> | undefined;
  /** Starts loading a module ahead of its view (an intent to go there); failures are the view's to show. */
  preload(id: RemoteModuleId): void;
}
