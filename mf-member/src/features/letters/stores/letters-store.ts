import { action, makeObservable, observable } from 'mobx';
import { AsyncResource, type RootStore } from '@casino/mf-shared';
import { MEMBER_READS_GROUP, type LettersResponse } from '@casino/contracts';
import { postLetterDestroy } from '../api/post-letter-destroy';
import { postLetterRead } from '../api/post-letter-read';
import { postLetters } from '../api/post-letters';
import { pageAfterChange } from '../lib/letter-paging';

/**
 * The member's letters (member-and-account.md §3, §7, §9): one page of 50 at a time, newest first,
 * with the counts. Every load hands unread_count to the member store (the header's and the menu's
 * badges); letter.sent / letter.read / letter.delete read the shown page again; logout forgets it.
 */
export class LettersStore {
  page = 1;
  readonly letters = new AsyncResource<LettersResponse>();
  private readonly stops: Array<() => void>;

  constructor(private readonly root: RootStore) {
    makeObservable<LettersStore, 'setPage'>(this, { page: observable, setPage: action, reset: action });
    this.stops = [
      root.bus.on('realtime:letters-changed', () => void this.refetch()),
      root.bus.on('session:logged-out', () => this.reset()),
    ];
  }

  /** Reads page `page` (1 by default: §9 starts there). A page left empty by deletions moves to the new last page. */
  async load(page = 1): Promise<void> {
    if (!this.root.session.isLoggedIn || this.root.session.isDemo) return;
    this.setPage(page);
    const { locale, site } = this.root;
    await this.letters.load(() => postLetters(this.root.api, page, locale.locale, site.siteId));
    const data = this.letters.value;
    if (!data || this.page !== page) return;
    this.root.member.setUnreadLetters(data.unread_count);
    const fitting = pageAfterChange(page, data.total_count);
    if (fitting !== page) await this.load(fitting);
  }

  /** The letters changed (an event, or this member's own read or delete): the shown page again. */
  refetch(): Promise<void> {
    return this.load(this.page);
  }

  /** Marks a letter read, then reads the page again (the badge drops). */
  async read(id: number): Promise<void> {
    await postLetterRead(this.root.api, id);
    await this.refetch();
  }

  /** Deletes a letter (the view has asked for confirmation), then reads the page again. */
  async destroy(id: number): Promise<void> {
    await postLetterDestroy(this.root.api, id);
    await this.refetch();
  }

  /** Forgets the letters and cancels their pending read (logout). */
  reset(): void {
    this.root.api.cancelGroup(MEMBER_READS_GROUP);
    this.letters.reset();
    this.page = 1;
  }

  /** Stops listening (the page's root store goes away). */
  dispose(): void {
    for (const stop of this.stops) stop();
  }

  private setPage(page: number): void {
    this.page = page;
  }
}

const stores = new WeakMap<RootStore, LettersStore>();

/**
 * The letters of a page's root store: one per root (the member host's badge watcher and the
 * Letter page share it), created on first use, never at module level.
 */
export function lettersStoreOf(root: RootStore): LettersStore {
  let store = stores.get(root);
  if (!store) {
    store = new LettersStore(root);
    stores.set(root, store);
  }
  return store;
}
