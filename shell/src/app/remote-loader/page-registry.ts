import type { BootData } from '@casino/contracts';
import { RemoteRegistry } from './remote-registry';

let registry: RemoteRegistry | null = null;

/**
 * The page's one remote registry: the shell's entry creates it before the async boundary (to start
 * the route's remote at once), and the app uses the same one. Its integrity plugin is registered
 * before any manifest is fetched.
 */
export function pageRegistry(boot: BootData): RemoteRegistry {
  registry ??= new RemoteRegistry(boot.manifest, boot.config.remoteTimeoutMs);
  return registry;
}
