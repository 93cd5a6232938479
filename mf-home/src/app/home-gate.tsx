import { NamespaceGate } from '@casino/mf-shared';
import type { ReactNode } from 'react';
import { HOME_NS, loadHomeMessages } from './namespace';

/** Renders a page once mf-home's messages are loaded; the empty box keeps the page from jumping. */
export function HomeGate({ children }: { children: ReactNode }) {
  return (
    <NamespaceGate ns={HOME_NS} loader={loadHomeMessages} fallback={<div className="home-page home-page--pending" aria-busy="true" />}>
      {children}
    </NamespaceGate>
  );
}
