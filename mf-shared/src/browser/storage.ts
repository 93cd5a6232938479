import { createMemoryStorage, type KeyValueStorage } from '../stores/storage';

/** Web Storage as the code uses it, with clear() for logout. */
export interface BrowserStorage extends KeyValueStorage {
  clear(): void;
  /**
   * True once the browser refused this kind of storage on this page: values live in the page's
   * memory and are gone at the next page load (the shell tells the user, docs/security.md).
   */
  readonly inMemory: boolean;
}

export type StorageKind = 'local' | 'session';

const PROBE_KEY = '__casino_storage_probe__';

function memoryStorage(): BrowserStorage {
  let memory = createMemoryStorage();
  return {
    inMemory: true,
    getItem: (key) => memory.getItem(key),
    setItem: (key, value) => memory.setItem(key, value),
    removeItem: (key) => memory.removeItem(key),
    clear: () => {
      memory = createMemoryStorage();
    },
  };
}

// One memory stand-in per kind and page, so whatever a blocked storage was given stays readable.
const fallbacks = new WeakMap<object, Partial<Record<StorageKind, BrowserStorage>>>();

function fallbackFor(scope: object, kind: StorageKind): BrowserStorage {
  const entry = fallbacks.get(scope) ?? {};
  fallbacks.set(scope, entry);
  entry[kind] ??= memoryStorage();
  return entry[kind];
}

function nativeStorage(win: Window, kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'local' ? win.localStorage : win.sessionStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    // Blocked cookies/storage, private modes and sandboxed frames throw on access or on write.
    return null;
  }
}

/**
 * The browser's local or session storage; where the browser refuses it (or throws later, e.g. when
 * full), a memory storage for the page stands in, so callers never need a try/catch. Without a
 * window (server rendering) it is memory only.
 */
export function browserStorage(kind: StorageKind, win: Window | null = typeof window === 'undefined' ? null : window): BrowserStorage {
  const scope: object = win ?? globalThis;
  const native = win ? nativeStorage(win, kind) : null;
  if (!native) return fallbackFor(scope, kind);
  const guarded =
    <A extends unknown[], R>(apply: (storage: KeyValueStorage & Pick<Storage, 'clear'>, ...args: A) => R) =>
    (...args: A): R => {
      try {
        return apply(native, ...args);
      } catch {
        return apply(fallbackFor(scope, kind), ...args);
      }
    };
  return {
    getItem: guarded((storage, key: string) => storage.getItem(key)),
    setItem: guarded((storage, key: string, value: string) => storage.setItem(key, value)),
    removeItem: guarded((storage, key: string) => storage.removeItem(key)),
    clear: guarded((storage) => storage.clear()),
    // Any caller's refused call made the page's stand-in: from then on some values may be in memory only.
    get inMemory() {
      return fallbacks.get(scope)?.[kind] !== undefined;
    },
  };
}
