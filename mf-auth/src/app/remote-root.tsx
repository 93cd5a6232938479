import type { ReactNode } from 'react';
import { NamespaceGate } from '@casino/mf-shared';
import { NS, loadMessages } from './namespace';

interface RemoteRootProps {
  children: ReactNode;
  /** Hosts have no area of their own: they render nothing while their messages load. */
  quiet?: boolean;
}

/** What every exposed module renders first: this remote's messages, loaded lazily per locale. */
export function RemoteRoot({ children, quiet = false }: RemoteRootProps) {
  const fallback = quiet ? null : <div className="remote-loading" role="status" aria-busy="true" style={{ minHeight: 240 }} />;
  return (
    <NamespaceGate ns={NS} loader={loadMessages} fallback={fallback}>
      {children}
    </NamespaceGate>
  );
}
