import { createMemoryStorage, type KeyValueStorage } from '@casino/mf-shared';
import { useState } from 'react';

/** The browser's session storage, or a memory one on the server or where the browser refuses it. */
export function useSessionStorage(): KeyValueStorage {
  const [storage] = useState<KeyValueStorage>(() => {
    try {
      if (typeof window === 'undefined') return createMemoryStorage();
      const probe = '__home_probe__';
      window.sessionStorage.setItem(probe, '1');
      window.sessionStorage.removeItem(probe);
      return window.sessionStorage;
    } catch {
      return createMemoryStorage();
    }
  });
  return storage;
}
