import { action, makeObservable, observable } from 'mobx';

/** The member's wallet: the balance the header and the member centre show. */
export class WalletStore {
  /** Cash balance, or null before it is known. */
  balance: number | null = null;

  constructor() {
    makeObservable(this, { balance: observable, setBalance: action, clear: action });
  }

  setBalance(cash: number): void {
    this.balance = Number.isFinite(cash) ? cash : null;
  }

  clear(): void {
    this.balance = null;
  }
}
