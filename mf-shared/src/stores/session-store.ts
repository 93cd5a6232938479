import { action, computed, makeObservable, observable } from 'mobx';
import { storageKeys, type KeyValueStorage } from './storage';

export interface SessionValues {
  token: string;
  memberId: string;
  memberAccount: string;
  currency: string;
  /** member_type of the login answer (1 normal member); kept under the spec's key member_type. */
  memberType?: number;
}

/** The member session: token and identity, mirrored in local storage under the spec's keys. */
export class SessionStore {
  token: string | null;
  memberId: string | null;
  memberAccount: string | null;
  currency: string | null;
  memberType: number | null;
  /** Demo mode's fake login: the site behaves as for a member, with no token and no member calls. */
  isDemo = false;

  constructor(private readonly storage: KeyValueStorage) {
    this.token = storage.getItem(storageKeys.token);
    this.memberId = storage.getItem(storageKeys.memberId);
    this.memberAccount = storage.getItem(storageKeys.memberAccount);
    this.currency = storage.getItem(storageKeys.currency);
    const memberType = Number(storage.getItem(storageKeys.memberType) ?? Number.NaN);
    this.memberType = Number.isInteger(memberType) ? memberType : null;
    makeObservable(this, {
      token: observable,
      memberId: observable,
      memberAccount: observable,
      currency: observable,
      memberType: observable,
      isDemo: observable,
      isLoggedIn: computed,
      startDemo: action,
      setSession: action,
      setToken: action,
      setMemberType: action,
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
    this.memberType = values.memberType ?? null;
    this.storage.setItem(storageKeys.token, values.token);
    this.storage.setItem(storageKeys.memberId, values.memberId);
    this.storage.setItem(storageKeys.memberAccount, values.memberAccount);
    this.storage.setItem(storageKeys.currency, values.currency);
    if (values.memberType === undefined) this.storage.removeItem(storageKeys.memberType);
    else this.storage.setItem(storageKeys.memberType, String(values.memberType));
  }

  /** member_type as the member layout reports it (it may change after login). */
  setMemberType(memberType: number): void {
    this.memberType = memberType;
    this.storage.setItem(storageKeys.memberType, String(memberType));
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
    this.memberType = null;
    for (const key of [storageKeys.token, storageKeys.memberId, storageKeys.memberAccount, storageKeys.currency, storageKeys.memberType]) {
      this.storage.removeItem(key);
    }
  }
}
