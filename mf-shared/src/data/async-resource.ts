import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { isRequestError } from '../request/errors';

/** The three states a screen shows for data it loads. */
export type LoadStatus = 'loading' | 'loaded' | 'failed';

/** What a screen renders from a load, as one tagged value. */
export type AsyncState<T> = { status: 'loading' } | { status: 'failed'; notFound: boolean; error: unknown } | { status: 'loaded'; data: T };

export interface AsyncResourceOptions {
  /**
   * How many times a cancelled call is sent again before its state is shown as failed. The
   * request client cancels every pending call when one answers 401; a public list caught in that
   * must still arrive (or say it failed), never stay "loading".
   */
  cancelledRetries?: number;
}

/** Business code 101 is the API's "not found" (detail pages). */
const NOT_FOUND_CODE = '101';

const isCancelled = (error: unknown) => isRequestError(error) && error.kind === 'cancelled';

/**
 * One value loaded from a call, with the states a screen shows. Only the latest load may write (an
 * answer for an earlier locale never replaces a newer one), and a failed refresh keeps what is shown.
 */
export class AsyncResource<T> {
  private ticket = 0;
  private lastFetcher: (() => Promise<T>) | null = null;
  private readonly cancelledRetries: number;
  value: T | null = null;
  isLoaded = false;
  isFetching = false;
  /** The last failure, kept until a load succeeds (a refresh that failed leaves the value in place). */
  error: unknown = null;

  constructor(options: AsyncResourceOptions = {}) {
    this.cancelledRetries = options.cancelledRetries ?? 1;
    makeObservable<AsyncResource<T>, 'begin' | 'settle' | 'fail'>(this, {
      value: observableRef,
      isLoaded: observable,
      isFetching: observable,
      error: observableRef,
      status: computed,
      notFound: computed,
      state: computed,
      begin: action,
      settle: action,
      fail: action,
      set: action,
      reset: action,
    });
  }

  get status(): LoadStatus {
    if (this.isLoaded) return 'loaded';
    return this.error !== null && !this.isFetching ? 'failed' : 'loading';
  }

  /** The last load failed because the record does not exist. */
  get notFound(): boolean {
    return isRequestError(this.error) && String(this.error.code) === NOT_FOUND_CODE;
  }

  /** The resource as one tagged value (what a page renders). */
  get state(): AsyncState<T> {
    if (this.status === 'loaded') return { status: 'loaded', data: this.value as T };
    if (this.status === 'failed') return { status: 'failed', notFound: this.notFound, error: this.error };
    return { status: 'loading' };
  }

  /** Runs the fetcher; the answer is dropped when another load started meanwhile. */
  async load(fetcher: () => Promise<T>): Promise<void> {
    this.lastFetcher = fetcher;
    const ticket = this.begin();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const value = await fetcher();
        if (ticket === this.ticket) this.settle(value);
        return;
      } catch (error) {
        if (ticket !== this.ticket) return;
        if (isCancelled(error) && attempt < this.cancelledRetries) continue;
        this.fail(error);
        return;
      }
    }
  }

  /** Runs the last fetcher again (the Retry button); nothing when nothing was loaded yet. */
  reload(): Promise<void> {
    return this.lastFetcher ? this.load(this.lastFetcher) : Promise.resolve();
  }

  /** Replaces the value as if it had been loaded (a page drops what it no longer shows). */
  set(value: T): void {
    this.ticket += 1;
    this.settle(value);
  }

  /** Forgets the value and any pending answer: the next load starts from "loading". */
  reset(): void {
    this.ticket += 1;
    this.value = null;
    this.isLoaded = false;
    this.isFetching = false;
    this.error = null;
  }

  private begin(): number {
    this.isFetching = true;
    this.ticket += 1;
    return this.ticket;
  }

  private settle(value: T): void {
    this.value = value;
    this.isLoaded = true;
    this.isFetching = false;
    this.error = null;
  }

  private fail(error: unknown): void {
    this.isFetching = false;
    this.error = error ?? new Error('Load failed');
  }
}

/** A list loaded from one call; the list keeps the order the fetcher returns. */
export class AsyncList<T> extends AsyncResource<T[]> {
  constructor(options: AsyncResourceOptions = {}) {
    super(options);
    makeObservable(this, { items: computed });
  }

  /** The loaded records, or none yet. */
  get items(): T[] {
    return this.value ?? [];
  }

  /** Forgets the records but stays loaded (an empty list, not "loading"). */
  clear(): void {
    this.set([]);
  }
}
