import EventEmitter from 'eventemitter3';
import type { BusEvents } from '@casino/contracts';

type Handler<K extends keyof BusEvents> = (payload: BusEvents[K]) => void;

/** The typed event bus remotes use to talk to each other; built on eventemitter3. */
export class EventBus {
  private readonly emitter = new EventEmitter();

  /** Subscribes to an event; returns the function that unsubscribes. */
  on<K extends keyof BusEvents>(event: K, handler: Handler<K>): () => void {
    this.emitter.on(event, handler);
    return () => {
      this.emitter.off(event, handler);
    };
  }

  /** Subscribes for the next occurrence only. */
  once<K extends keyof BusEvents>(event: K, handler: Handler<K>): () => void {
    this.emitter.once(event, handler);
    return () => {
      this.emitter.off(event, handler);
    };
  }

  /** Publishes an event to every subscriber; returns whether anybody listened. */
  emit<K extends keyof BusEvents>(event: K, payload: BusEvents[K]): boolean {
    return this.emitter.emit(event, payload);
  }

  /** How many handlers listen to an event: lets a caller tell whether a command is served. */
  listenerCount(event: keyof BusEvents): number {
    return this.emitter.listenerCount(event);
  }

  /** Removes every handler (used when the root store is disposed). */
  clear(): void {
    this.emitter.removeAllListeners();
  }
}
