import { action, computed, makeObservable, observable } from 'mobx';
import { storageKeys, type KeyValueStorage } from './storage';

export interface SessionValues {
  token: string;
  memberId: string;
  memberAccount: string;
  currency: string;
}

/** The member session: token and identity, mirrored in local storage under the spec's keys. */
export class SessionStore {
  token: string | null;
  memberId: string | null;
  memberAccount: string | null;
  currency: string | null;
  /** Demo mode's fake login: the site behaves as for a member, with no token and no member calls. */
  isDemo = false;

  constructor(private readonly storage: KeyValueStorage) {
    this.token = storage.getItem(storageKeys.token);
    this.memberId = storage.getItem(storageKeys.memberId);
    this.memberAccount = storage.getItem(storageKeys.memberAccount);
    this.currency = storage.getItem(storageKeys.currency);
    makeObservable(this, {
      token: observable,
      memberId: observable,
      memberAccount: observable,
      currency: observable,
      isDemo: observable,
      isLoggedIn: computed,
      startDemo: action,
      setSession: action,
      setToken: action,
      clear: action,
    });
  }

  /** A member is logged in when both the token and the member id are known. */
  get isLoggedIn(): boolean {
    return this.isDemo || Boolean(this.token && this.memberId);
  }

  /** Fakes a login for demo mode (shell-and-public.md §6); nothing is stored. */
  startDemo(account: string, currency: string): void {
    this.isDemo = true;
    this.token = null;
    this.memberId = 'demo';
    this.memberAccount = account;
    this.currency = currency;
  }

  /** Stores a session (login, start-up query, enc exchange). */
  setSession(values: SessionValues): void {
    this.token = values.token;
    this.memberId = values.memberId;
    this.memberAccount = values.memberAccount;
    this.currency = values.currency;
    this.storage.setItem(storageKeys.token, values.token);
    this.storage.setItem(storageKeys.memberId, values.memberId);
    this.storage.setItem(storageKeys.memberAccount, values.memberAccount);
    this.storage.setItem(storageKeys.currency, values.currency);
  }

  /** Replaces the token only (the server renewed it). */
  setToken(token: string): void {
    this.token = token;
    this.storage.setItem(storageKeys.token, token);
  }

  /** Forgets the member: logout, 401, login elsewhere. */
  clear(): void {
    this.token = null;
    this.memberId = null;
    this.memberAccount = null;
    this.currency = null;
    for (const key of [storageKeys.token, storageKeys.memberId, storageKeys.memberAccount, storageKeys.currency]) {
      this.storage.removeItem(key);
    }
  }
}
