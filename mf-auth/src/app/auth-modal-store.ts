import { makeAutoObservable } from 'mobx';
import type { BusEvents } from '@casino/mf-shared';

export type AuthTab = BusEvents['auth:open']['tab'];

/** The one login/register modal: open or closed, and its tab (member-and-account.md §4). */
export class AuthModalStore {
  open = false;
  tab: AuthTab = 'login';
  /** Changes at every opening, so the forms start fresh each time. */
  opening = 0;

  constructor() {
    makeAutoObservable(this);
  }

  show(tab: AuthTab): void {
    if (!this.open) this.opening += 1;
    this.open = true;
    this.tab = tab;
  }

  setTab(tab: AuthTab): void {
    this.tab = tab;
  }

  close(): void {
    this.open = false;
  }
}
