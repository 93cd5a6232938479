import { action, makeObservable, observable } from 'mobx';

/** Game launch state shared by every part (member-and-account.md §4 "Game launch"). */
export class GameStateStore {
  starting = false;
  quitting = false;
  /** Transfers disabled by the forward-game status 957. */
  transferDisabled = false;

  constructor() {
    makeObservable(this, {
      starting: observable,
      quitting: observable,
      transferDisabled: observable,
      setStarting: action,
      setQuitting: action,
      setTransferDisabled: action,
      reset: action,
    });
  }

  setStarting(value: boolean): void {
    this.starting = value;
  }

  setQuitting(value: boolean): void {
    this.quitting = value;
  }

  setTransferDisabled(value: boolean): void {
    this.transferDisabled = value;
  }

  reset(): void {
    this.starting = false;
    this.quitting = false;
    this.transferDisabled = false;
  }
}
