import { action, makeObservable, observable } from 'mobx';

/**
 * A small generic store of records by id, with loading flags and the last error:
 * domain stores extend it and stay short.
 */
export class BaseStore<T extends { id: string | number }> {
  readonly data = observable.map<string, T>();
  isFetching = false;
  isLoaded = false;
  error: string | null = null;

  constructor() {
    makeObservable(this, {
      isFetching: observable,
      isLoaded: observable,
      error: observable,
      replace: action,
      setFetching: action,
      setError: action,
    });
  }

  /** The records in insertion order. */
  get list(): T[] {
    return Array.from(this.data.values());
  }

  /** Replaces every record with these and marks the store loaded. */
  replace(records: T[]): void {
    this.data.clear();
    for (const record of records) this.data.set(String(record.id), record);
    this.isLoaded = true;
    this.isFetching = false;
    this.error = null;
  }

  setFetching(value: boolean): void {
    this.isFetching = value;
  }

  setError(message: string | null): void {
    this.error = message;
    this.isFetching = false;
  }
}
