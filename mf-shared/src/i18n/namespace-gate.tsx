import type { ReactNode } from 'react';
import { useNamespace } from './use-namespace';
import type { NamespaceLoader } from './create-i18n';

interface NamespaceGateProps {
  ns: string;
  loader: NamespaceLoader;
  /** Shown while the messages load; keep it the size of the content to avoid a jump. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Renders its children once a remote's messages are loaded for the current language. */
export function NamespaceGate({ ns, loader, fallback, children }: NamespaceGateProps) {
  const { ready, error } = useNamespace(ns, loader);
  if (error) throw error;
  return <>{ready ? children : fallback}</>;
}
