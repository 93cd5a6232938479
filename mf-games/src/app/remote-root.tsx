import type { ReactNode } from 'react';
import { NamespaceGate } from '@casino/mf-shared';
import { NS, loadMessages } from './namespace';

/**
 * What every exposed module renders first: this remote's messages, loaded lazily per locale.
 * Hosts (`quiet`) have no area of their own: they render nothing while the messages load.
 */
export function RemoteRoot({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <NamespaceGate ns={NS} loader={loadMessages} {...(quiet ? { fallback: null } : {})}>
      {children}
    </NamespaceGate>
  );
}
