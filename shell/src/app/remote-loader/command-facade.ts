import { action, makeObservable, observable } from 'mobx';
import { type EventBus } from '@casino/mf-shared';
import { hostedCommands, siteHosts, type BusEvents, type HostedCommand, type SiteHost } from '@casino/contracts';

/** Commands another remote serves, through a host the shell mounts on demand (siteHosts of the contracts). */
export const COMMANDS = hostedCommands;
export type Command = HostedCommand;
export type HostId = SiteHost['id'];

const REPLAY_POLL_MS = 50;
const REPLAY_GIVE_UP_MS = 20_000;

const hostOf = (command: Command): HostId | undefined =>
  siteHosts.find((host) => (host.commands as readonly string[]).includes(command))?.id;

/**
 * Listens for commands from the first moment (route middleware may send one before anything
 * renders). A command nobody serves yet asks for its host to be mounted and is replayed once the
 * host listens, so a remote that is not loaded yet still answers.
 *
 * A host that fails to load or throws is marked failed (the shell says so, with a retry); its
 * waiting commands are answered at once, and the next command, or the retry, loads it afresh.
 */
export class CommandFacade {
  readonly requested = observable.set<Command>();
  /** Hosts whose remote failed to load or threw, until a retry or their next command. */
  readonly failed = observable.set<HostId>();
  /** Failed hosts whose message the user closed: still failed, so the next command loads them again. */
  readonly dismissed = observable.set<HostId>();
  /** Load generation per host: above 0, the host's remote is fetched again (RemoteView `attempt`). */
  readonly attempts = observable.map<HostId, number>();
  private readonly pending = new Map<Command, unknown>();
  /** The last command of each host that failed, sent again by a retry (never a launch: its window is gone). */
  private readonly unanswered = new Map<HostId, { command: Command; payload: unknown }>();
  private readonly offs: (() => void)[];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(private readonly bus: EventBus) {
    makeObservable<CommandFacade, 'request' | 'reload'>(this, {
      request: action,
      reload: action,
      mountAll: action,
      hostFailed: action,
      hostReady: action,
      retry: action,
      dismiss: action,
    });
    this.offs = COMMANDS.map((command) => bus.on(command, (payload) => this.receive(command, payload)));
  }

  /** Mounts every host (when the browser is idle), so later commands are instant. */
  mountAll(): void {
    for (const command of COMMANDS) this.requested.add(command);
  }

  /** The host's remote did not load, or threw: answer what waits for it now, rather than after the give-up time. */
  hostFailed(host: HostId): void {
    this.failed.add(host);
    // A command host loaded ahead of time (mountAll) that fails bothers nobody: the user hears of it
    // when a command of theirs waits for it. A member host (no commands) is always said.
    const serves = siteHosts.find((entry) => entry.id === host)?.commands.length ?? 0;
    const asked = [...this.pending.keys()].some((command) => hostOf(command) === host);
    if (serves > 0 && !asked) this.dismissed.add(host);
    else this.dismissed.delete(host);
    for (const [command, payload] of this.pending) {
      if (hostOf(command) !== host) continue;
      this.pending.delete(command);
      if (command !== 'game:launch') this.unanswered.set(host, { command, payload });
      this.abandon(command, payload, 'failed');
    }
  }

  hostReady(host: HostId): void {
    this.failed.delete(host);
    this.dismissed.delete(host);
  }

  /** Whether the user should be told that a host failed (failed, and the message not closed). */
  showsFailure(host: HostId): boolean {
    return this.failed.has(host) && !this.dismissed.has(host);
  }

  /** Loads a failed host afresh and sends its unanswered command again (the user's Retry). */
  retry(host: HostId): void {
    this.reload(host);
    const last = this.unanswered.get(host);
    this.unanswered.delete(host);
    if (!last) return;
    // A host that already listens gets it straight away; otherwise it waits for the reloaded host.
    if (this.bus.listenerCount(last.command) > 1) this.bus.emit(last.command, last.payload as never);
    else this.receive(last.command, last.payload);
  }

  /** Hides a failure's message without retrying (the user closed it). */
  dismiss(host: HostId): void {
    this.unanswered.delete(host);
    this.dismissed.add(host);
  }

  dispose(): void {
    this.offs.forEach((off) => off());
    this.timers.forEach((timer) => clearTimeout(timer));
  }

  private receive(command: Command, payload: unknown): void {
    // The facade is one listener; more means the serving host already listens.
    if (this.bus.listenerCount(command) > 1) return;
    const host = hostOf(command);
    if (host && this.failed.has(host)) {
      // The next command after a failure tries the load again.
      this.unanswered.delete(host);
      this.reload(host);
    }
    this.pending.set(command, payload);
    this.request(command);
    this.replay(command, Date.now());
  }

  private request(command: Command): void {
    this.requested.add(command);
  }

  private reload(host: HostId): void {
    this.failed.delete(host);
    this.dismissed.delete(host);
    this.attempts.set(host, (this.attempts.get(host) ?? 0) + 1);
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
        this.abandon(command, payload, 'unavailable');
      }
    }, REPLAY_POLL_MS);
    this.timers.add(timer);
  }

  /** A launch whose host never came or failed: its waiting window closes and the caller hears why. */
  private abandon(command: Command, payload: unknown, why: 'unavailable' | 'failed'): void {
    if (command !== 'game:launch') return;
    const launch = payload as BusEvents['game:launch'];
    launch.waitingWindow?.close();
    launch.respond?.(why === 'failed' ? { status: 'failed' } : { status: 'refused', reason: 'unavailable' });
  }
}
