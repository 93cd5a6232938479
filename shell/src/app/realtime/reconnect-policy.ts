import { reconnectDelay } from './backoff';

/** The part of pusher-js' connection manager (`pusher.connection`) the policy drives. */
export interface ConnectionLike {
  readonly state: string;
  bind(event: string, callback: (data?: unknown) => void): unknown;
  unbind(event: string, callback: (data?: unknown) => void): unknown;
  connect(): void;
  disconnect(): void;
}

export interface ReconnectPolicyOptions {
  delay?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ReconnectPolicy {
  /** Failed or lost connections since the last successful one. */
  readonly attempts: number;
  stop(): void;
}

/**
 * Replaces pusher-js' own reconnect timing (a fixed 0–1 s retry, not configurable) with the
 * spec's backoff: after a lost connection ('connecting_in', or connected → connecting) or an
 * attempt that timed out ('unavailable', after pusher's unavailableTimeout of 20000 ms) the
 * connection is stopped and started again after reconnectDelay(attempts). Subscriptions survive:
 * pusher-js subscribes every known channel again on 'connected'. A 'failed' state (no WebSocket
 * support) and our own disconnects are left alone.
 */
export function attachReconnectPolicy(connection: ConnectionLike, options: ReconnectPolicyOptions = {}): ReconnectPolicy {
  const delay = options.delay ?? ((attempt: number) => reconnectDelay(attempt));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let attempts = 0;
  let pending: unknown = null;
  let stopped = false;

  const schedule = (): void => {
    if (stopped || pending !== null) return;
    // Deferred: pusher-js arms its own retry timer right after announcing it, and disconnect()
    // must come after that to cancel it.
    pending = setTimer(() => {
      if (stopped) return;
      connection.disconnect();
      pending = setTimer(() => {
        pending = null;
        if (!stopped) connection.connect();
      }, delay(attempts++));
    }, 0);
  };

  const onStateChange = (data?: unknown): void => {
    const { previous, current } = (data ?? {}) as { previous?: string; current?: string };
    if (current === 'connected') attempts = 0;
    else if (current === 'unavailable') schedule();
    else if (current === 'connecting' && previous === 'connected') schedule();
  };
  const onConnectingIn = (): void => schedule();

  connection.bind('state_change', onStateChange);
  connection.bind('connecting_in', onConnectingIn);
  return {
    get attempts() {
      return attempts;
    },
    stop() {
      stopped = true;
      if (pending !== null) clearTimer(pending);
      pending = null;
      connection.unbind('state_change', onStateChange);
      connection.unbind('connecting_in', onConnectingIn);
    },
  };
}
