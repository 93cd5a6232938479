import type { ReactNode } from 'react';
import type { NamespaceLoader } from './create-i18n';
import { NamespaceGate } from './namespace-gate';

interface RemoteRootProps {
  /** The remote's i18next namespace (`src/app/namespace.ts`). */
  ns: string;
  /** Loads that namespace's messages of one locale, in its own chunk. */
  loader: NamespaceLoader;
  /**
   * Hosts (modals, launchers) have no area of their own: they render nothing while the messages
   * load, where pages show the standard loading area.
   */
  quiet?: boolean;
  children: ReactNode;
}

/** What every exposed module of a remote renders first: its namespace, loaded lazily per locale. */
export function RemoteRoot({ ns, loader, quiet = false, children }: RemoteRootProps) {
  return (
    <NamespaceGate ns={ns} loader={loader} {...(quiet ? { fallback: null } : {})}>
      {children}
    </NamespaceGate>
  );
}
