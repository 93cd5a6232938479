import { createContext, useContext } from 'react';
import type { ModuleRegistry } from './module-registry';

export const RegistryContext = createContext<ModuleRegistry | null>(null);

export function useRemoteRegistry(): ModuleRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRemoteRegistry() needs the shell’s RegistryContext.');
  return registry;
}
