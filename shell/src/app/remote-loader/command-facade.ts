import { action, makeObservable, observable } from 'mobx';
import { hostedCommands, type BusEvents, type EventBus, type HostedCommand } from '@casino/mf-shared';

/** Commands another remote serves, through a host the shell mounts on demand (siteHosts of the contracts). */
export const COMMANDS = hostedCommands;
export type Command = HostedCommand;

const REPLAY_POLL_MS = 50;
const REPLAY_GIVE_UP_MS = 20_000;

/**
 * Listens for commands from the first moment (route middleware may send one before anything
 * renders). A command nobody serves yet asks for its host to be mounted and is replayed once the
 * host listens, so a remote that is not loaded yet still answers.
 */
export class CommandFacade {
  readonly requested = observable.set<Command>();
  private readonly pending = new Map<Command, unknown>();
  private readonly offs: (() => void)[];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly bus: EventBus) {
    makeObservable<CommandFacade, 'request'>(this, { request: action, mountAll: action });
    this.offs = COMMANDS.map((command) => bus.on(command, (payload) => this.receive(command, payload)));
  }

  /** Mounts every host (when the browser is idle), so later commands are instant. */
  mountAll(): void {
    for (const command of COMMANDS) this.requested.add(command);
  }

  dispose(): void {
    this.offs.forEach((off) => off());
    this.timers.forEach((timer) => clearTimeout(timer));
  }

  private receive(command: Command, payload: unknown): void {
    // The facade is one listener; more means the serving host already listens.
    if (this.bus.listenerCount(command) > 1) return;
    this.pending.set(command, payload);
    this.request(command);
    this.replay(command, Date.now());
  }

  private request(command: Command): void {
    this.requested.add(command);
  }

  private replay(command: Command, since: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.pending.has(command)) return;
      if (this.bus.listenerCount(command) > 1) {
        const payload = this.pending.get(command) as BusEvents[Command];
        this.pending.delete(command);
        this.bus.emit(command, payload as never);
      } else if (Date.now() - since < REPLAY_GIVE_UP_MS) {
        this.replay(command, since);
      } else {
        const payload = this.pending.get(command);
        this.pending.delete(command);
        this.abandon(command, payload);
      }
    }, REPLAY_POLL_MS);
    this.timers.add(timer);
  }

  /** A launch whose host never came: its waiting window closes and the caller hears it is unavailable. */
  private abandon(command: Command, payload: unknown): void {
    if (command !== 'game:launch') return;
    const launch = payload as BusEvents['game:launch'];
    launch.waitingWindow?.close();
    launch.respond?.({ status: 'refused', reason: 'unavailable' });
  }
}
