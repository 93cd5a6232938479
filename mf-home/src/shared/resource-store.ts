import { isRequestError } from '@casino/mf-shared';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { LoadStatus } from './list-store';

/**
 * One value loaded from a call (the footer, the logo), with the states a block shows. Like
 * ListStore: only the latest load may write, and a failed refresh keeps what is shown.
 */
export class ResourceStore<T> {
  private ticket = 0;
  value: T | null = null;
  isLoaded = false;
  isFetching = false;
  failed = false;

  constructor() {
    makeObservable<ResourceStore<T>, 'settle' | 'fail'>(this, {
      value: observableRef,
      isLoaded: observable,
      isFetching: observable,
      failed: observable,
      status: computed,
      settle: action,
      fail: action,
      start: action,
    });
  }

  get status(): LoadStatus {
    if (this.isLoaded) return 'loaded';
    return this.failed && !this.isFetching ? 'failed' : 'loading';
  }

  start(): number {
    this.isFetching = true;
    return ++this.ticket;
  }

  async load(fetcher: () => Promise<T | null>): Promise<void> {
    const ticket = this.start();
    try {
      const value = await fetcher();
      if (ticket === this.ticket) this.settle(value);
    } catch (error) {
      if (ticket !== this.ticket) return;
      this.fail(!(isRequestError(error) && error.kind === 'cancelled'));
    }
  }

  private settle(value: T | null): void {
    this.value = value;
    this.isLoaded = true;
    this.isFetching = false;
    this.failed = false;
  }

  private fail(failed: boolean): void {
    this.isFetching = false;
    if (failed) this.failed = true;
  }
}
