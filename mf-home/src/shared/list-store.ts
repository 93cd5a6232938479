import { BaseStore, isRequestError } from '@casino/mf-shared';
import { action, computed, makeObservable, observableRef } from 'mobx';

export type LoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * A list loaded from one call, with the three states a screen shows (loading, failed, loaded).
 * Only the latest load may write: an answer for an earlier locale never replaces a newer one.
 */
export class ListStore<T extends { id: number }> extends BaseStore<T> {
  private ticket = 0;
  items: T[] = [];

  constructor() {
    super();
    makeObservable<ListStore<T>, 'settle'>(this, { items: observableRef, status: computed, settle: action, clear: action });
  }

  get status(): LoadStatus {
    // A failed refresh keeps what was shown; only a list that never arrived shows the failure.
    if (this.isLoaded) return 'loaded';
    return this.error !== null && !this.isFetching ? 'failed' : 'loading';
  }

  /** Runs the fetcher; the list keeps the order the fetcher returns. */
  async load(fetcher: () => Promise<T[]>): Promise<void> {
    const ticket = ++this.ticket;
    this.setFetching(true);
    try {
      const records = await fetcher();
      if (ticket === this.ticket) this.settle(records);
    } catch (error) {
      if (ticket !== this.ticket) return;
      if (isRequestError(error) && error.kind === 'cancelled') {
        this.setFetching(false);
        return;
      }
      this.setError(error instanceof Error ? error.message : String(error));
    }
  }

  /** Forgets the list (the page drops data it no longer needs). */
  clear(): void {
    this.replace([]);
    this.items = [];
  }

  private settle(records: T[]): void {
    this.replace(records);
    this.items = records;
  }
}
