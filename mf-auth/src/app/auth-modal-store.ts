import { makeAutoObservable } from 'mobx';
import type { BusEvents } from '@casino/mf-shared';

export type AuthTab = BusEvents['auth:open']['tab'];

/** The one login/register modal: open or closed, and its tab (member-and-account.md §4). */
export class AuthModalStore {
  open = false;
  tab: AuthTab = 'login';
  /** Changes at every opening, so the forms start fresh each time. */
  opening = 0;
  /** The tab to open once the visitor confirms "please log in first" (auth:open with confirmFirst). */
  confirming: AuthTab | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  /** Whether anything of the modal is on screen: the confirmation or the forms. */
  get visible(): boolean {
    return this.open || this.confirming !== null;
  }

  /** Asks first; confirm() then opens the tab, cancel() drops the request. */
  ask(tab: AuthTab): void {
    if (!this.open) this.confirming = tab;
  }

  confirm(): void {
    const tab = this.confirming;
    this.confirming = null;
    if (tab) this.show(tab);
  }

  cancel(): void {
    this.confirming = null;
  }

  show(tab: AuthTab): void {
    this.confirming = null;
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
