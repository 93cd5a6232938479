import { channelPlan, wireName, type ChannelSpec } from './channel-plan';
import type { RealtimeSocket } from './echo-client';
import type { HandlerContext } from './handlers/handler-context';

export interface RealtimeConnectionOptions {
  context: HandlerContext;
  /** A new socket authenticated with `token` (null for a visitor). */
  createSocket(token: string | null): RealtimeSocket;
}

/**
 * The page's real-time connection (shell-and-public.md §4): connects at start with the channels
 * of the current session, connects again with a new socket when a member logs in (laravel-echo
 * reads the bearer token once), leaves the private and presence channels on logout, and closes
 * on close() / dispose().
 */
export class RealtimeConnection {
  private socket: RealtimeSocket | null = null;
  private joined: ChannelSpec[] = [];
  private offBus: (() => void)[] = [];

  constructor(private readonly options: RealtimeConnectionOptions) {}

  /** Wire names of the channels joined now (for tests and diagnostics). */
  get channels(): string[] {
    return this.joined.map(wireName);
  }

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Connects and follows the session from now on. */
  start(): void {
    const { bus } = this.options.context.store;
    if (this.offBus.length === 0) {
      this.offBus = [bus.on('session:logged-in', () => this.reconnect()), bus.on('session:logged-out', () => this.leavePrivate())];
    }
    if (!this.socket) this.open();
  }

  /** A new socket with the current session's token and channels. */
  reconnect(): void {
    this.close();
    this.open();
  }

  /** Closes the socket (page hidden or unloaded); start() or reconnect() opens it again. */
  close(): void {
    this.socket?.disconnect();
    this.socket = null;
    this.joined = [];
  }

  /** Closes the socket and stops following the session. */
  dispose(): void {
    for (const off of this.offBus) off();
    this.offBus = [];
    this.close();
  }

  private open(): void {
    const { store } = this.options.context;
    const socket = this.options.createSocket(store.session.token);
    this.socket = socket;
    const plan = channelPlan({ config: store.site.config, session: store.session });
    for (const spec of plan) {
      const listeners = Object.fromEntries(
        Object.entries(spec.handlers).map(([event, handle]) => [
          event,
          (data: unknown) => this.dispatch(event, () => handle(this.options.context, data)),
        ]),
      );
      socket.subscribe(spec.kind, spec.name, listeners, (error) => console.warn(`realtime: ${wireName(spec)} refused`, error));
    }
    this.joined = plan;
  }

  private leavePrivate(): void {
    const socket = this.socket;
    if (!socket) return;
    for (const spec of this.joined) if (spec.kind !== 'public') socket.leave(spec.kind, spec.name);
    this.joined = this.joined.filter((spec) => spec.kind === 'public');
  }

  /** One failing handler must not stop the socket's other listeners. */
  private dispatch(event: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      console.error(`realtime: the ${event} handler failed`, error);
    }
  }
}
