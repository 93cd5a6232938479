import type { KeyValueStorage, RootStore } from '@casino/mf-shared';
import type { WindowRegistry } from '../window-registry';

/** What the page offers the handlers besides the stores; injected so tests use fakes. */
export interface RealtimeEnvironment {
  /** The page's local storage (the same one the session store mirrors to). */
  localStorage: KeyValueStorage;
  sessionStorage: { clear(): void };
  /** Reloads the page (app_clean_cache). */
  reload(): void;
  userAgent: string;
  /** navigator.maxTouchPoints: tells iPadOS (which reports a Mac user agent) from a Mac. */
  maxTouchPoints: number;
  /** Windows the shell opened, by name (the member centre "user window"). */
  windows: WindowRegistry;
}

export interface HandlerContext {
  store: RootStore;
  /** A message of the shell namespace (keys under realtime.*). */
  t(key: string): string;
  env: RealtimeEnvironment;
}

/**
 * One real-time event's handler: changes stores or publishes a bus event, nothing else. The
 * payload is whatever the server sent; handlers read it with the helpers of payload.ts.
 */
export type RealtimeHandler = (context: HandlerContext, payload: unknown) => void;

/** Event name (as published, without Laravel namespace) → handler. */
export type HandlerTable = Readonly<Record<string, RealtimeHandler>>;
