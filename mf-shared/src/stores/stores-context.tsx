import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

/** Provides the page's RootStore to every component below, shell and remotes alike. */
export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The page's RootStore; throws when used outside StoresProvider (a wiring mistake). */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it (the shell provides one).');
  return store;
}
