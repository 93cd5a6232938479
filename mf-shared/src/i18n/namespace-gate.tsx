import type { ReactNode } from 'react';
import { useNamespace } from './use-namespace';
import type { NamespaceLoader } from './create-i18n';

interface NamespaceGateProps {
  ns: string;
  loader: NamespaceLoader;
  /**
   * Shown while the messages load; keep it the size of the content to avoid a jump. By default a
   * loading area of 240 px; `null` for hosts (modals, launchers), which have no area of their own.
   */
  fallback?: ReactNode;
  children: ReactNode;
}

const defaultFallback = <div className="remote-loading" role="status" aria-busy="true" />;

/** Renders its children once a remote's messages are loaded for the current language. */
export function NamespaceGate({ ns, loader, fallback = defaultFallback, children }: NamespaceGateProps) {
  const { ready, error } = useNamespace(ns, loader);
  if (error) throw error;
  return <>{ready ? children : fallback}</>;
}
