/**
 * The page's errors from its first moment (real-user monitoring, docs/operations.md): installed by
 * the boot before anything else runs, it keeps what happens (at most a few) until the reporter
 * (rum-reporter.ts, loaded after the first view) takes them and everything after. Only where an
 * error came from is kept (the script's address, the stack's addresses), never its message.
 */
import type { RumErrorKind } from '@casino/contracts';
import type { EventBus } from '@casino/mf-shared';

export interface CapturedError {
  kind: RumErrorKind;
  /** The script the error was thrown in, when the browser says. */
  filename?: string;
  /** The error's stack, read only for the addresses of its frames. */
  stack?: string;
  /** The remote whose area failed (its boundary or its load), when the shell knows it. */
  remote?: string;
}

/** Errors kept before the reporter is there: a page that fails in a loop keeps the first ones only. */
const EARLY_LIMIT = 20;
const early: CapturedError[] = [];
let listener: ((error: CapturedError) => void) | null = null;

/** Hands an error to the reporter, or keeps it for when it comes. */
export function captureError(error: CapturedError): void {
  if (listener) listener(error);
  else if (early.length < EARLY_LIMIT) early.push(error);
}

const stackOf = (value: unknown) => (value instanceof Error ? value.stack : undefined);

/** Listens for uncaught errors and unhandled rejections (the boot calls it once). */
export function installErrorCapture(target: Window): void {
  target.addEventListener('error', (event) => captureError({ kind: 'error', filename: event.filename, stack: stackOf(event.error) }));
  target.addEventListener('unhandledrejection', (event) => captureError({ kind: 'rejection', stack: stackOf(event.reason) }));
}

/** The reporter takes the errors kept so far and every later one; the returned function stops that. */
export function takeErrors(onError: (error: CapturedError) => void): () => void {
  listener = onError;
  for (const error of early.splice(0)) onError(error);
  return () => {
    if (listener === onError) listener = null;
  };
}

/**
 * A remote's area that failed to load or threw while rendering (the bus' `remote:failed`), from the
 * first render on: a canary that throws while the landing page hydrates is counted too.
 */
export function captureRemoteFailures(bus: EventBus): () => void {
  return bus.on('remote:failed', ({ remote, phase }) => captureError({ kind: phase === 'load' ? 'remote-load' : 'boundary', remote }));
}
