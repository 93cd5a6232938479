import { makeAutoObservable } from 'mobx';
import type { BusEvents, DeviceVerifyChallenge, DoubleValidationChallenge } from '@casino/contracts';

export type AuthTab = BusEvents['auth:open']['tab'];

/** A dialog that takes over from the login tab until it ends (member-and-account.md §2 "Other dialogs"). */
export type AuthDialog =
  | { kind: 'device-verify'; challenge: DeviceVerifyChallenge }
  | { kind: 'transfer-validation'; account: string }
  | { kind: 'double-validation'; challenge: DoubleValidationChallenge; origin: { remote_addr: string; host: string } }
  | { kind: 'forgot-password'; account: string };

/** What the login tab had when a dialog took over, so it comes back as the member left it (memory only). */
export interface LoginDraft {
  account: string;
  password: string;
}

/** The one login/register modal: open or closed, and its tab (member-and-account.md §4). */
export class AuthModalStore {
  open = false;
  tab: AuthTab = 'login';
  /** Changes at every opening, so the forms start fresh each time. */
  opening = 0;
  /** The tab to open once the visitor confirms "please log in first" (auth:open with confirmFirst). */
  confirming: AuthTab | null = null;
  /** The dialog shown instead of the tabs, if any. */
  dialog: AuthDialog | null = null;
  /** The login tab's values and note when it shows again after a dialog. */
  draft: LoginDraft | null = null;
  notice: string | null = null;
  /** Changes each time the login tab is drawn afresh (after a dialog). */
  loginRound = 0;
  /** The session about to start is a new member's (the register tab succeeded): greet, not "welcome back". */
  registered = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** Whether anything of the modal is on screen: the confirmation, the forms or a dialog. */
  get visible(): boolean {
    return this.open || this.confirming !== null;
  }

  /** A dialog takes over from the login tab; what was typed is kept for the way back. */
  showDialog(dialog: AuthDialog, draft?: LoginDraft): void {
    if (draft) this.draft = draft;
    this.notice = null;
    this.dialog = dialog;
  }

  /** Back to the login tab from a dialog, with a note (a message key) when there is one. */
  backToLogin(notice: string | null = null, draft: LoginDraft | null = this.draft): void {
    this.dialog = null;
    this.notice = notice;
    this.draft = draft;
    this.tab = 'login';
    this.loginRound += 1;
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

  /** The register tab created the member; the session follows. */
  markRegistered(): void {
    this.registered = true;
  }

  show(tab: AuthTab): void {
    this.confirming = null;
    if (!this.open) {
      this.opening += 1;
      this.registered = false;
      this.dialog = null;
      this.draft = null;
      this.notice = null;
    }
    this.open = true;
    this.tab = tab;
  }

  setTab(tab: AuthTab): void {
    this.tab = tab;
  }

  close(): void {
    this.open = false;
    this.dialog = null;
    this.draft = null;
    this.notice = null;
  }
}
