import type { ComponentType } from 'react';

/** What a remote module must export: a default React component with the contract's props (@casino/contracts' RemoteModules). */
export interface RemoteModuleExports<P> {
  default: ComponentType<P>;
  /**
   * `'none'`: the module renders without the UI kit (antd on desktop, antd-mobile on the phone), so
   * the shell neither waits for the kit before it nor puts antd's theme around it, and the first
   * view of its page downloads no kit (docs/remotes.md, "A page without the UI kit"). The module
   * says it itself, so an older build that does not (a rollback) still gets the kit and the theme.
   */
  uiKit?: 'none';
}
