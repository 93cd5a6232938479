import { browserStorage } from '@casino/mf-shared';

/** A chunk-load error reloads the page at most once per path within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

interface GuardEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Whether an error is a failed load of a code chunk (webpack or federation). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(String(message ?? ''))
  );
}

/**
 * After a deploy, old chunk files may be gone: reloading fetches the new release. A second
 * failure on the same path within 10 s means reloading does not help, so it never loops.
 */
export function reloadForChunkError(path: string, env: GuardEnvironment): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(env.storage.getItem(key) ?? 0);
  if (last && env.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  env.storage.setItem(key, String(env.now()));
  env.reload();
  return true;
}

/** Listens for chunk-load errors anywhere in the page. Returns the function that stops listening. */
export function installChunkReloadGuard(win: Window): () => void {
  const env: GuardEnvironment = { storage: browserStorage('session', win), now: () => Date.now(), reload: () => win.location.reload() };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) reloadForChunkError(win.location.pathname, env);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError(win.location.pathname, env);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

/** For errors the page caught itself (a remote's area): reload when it is a chunk-load error. */
export function reloadIfChunkError(error: unknown, win: Window = window): boolean {
  const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  if (!isChunkLoadError(error) && !isChunkLoadError(cause)) return false;
  return reloadForChunkError(win.location.pathname, {
    storage: browserStorage('session', win),
    now: () => Date.now(),
    reload: () => win.location.reload(),
  });
}
