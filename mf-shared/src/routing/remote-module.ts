import type { ComponentType } from 'react';

/** What a remote module must export: a default React component with the contract's props (@casino/contracts' RemoteModules). */
export interface RemoteModuleExports<P> {
  default: ComponentType<P>;
}
