import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './remote-registry';

export const RegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRemoteRegistry() needs the shell’s RegistryContext.');
  return registry;
}
