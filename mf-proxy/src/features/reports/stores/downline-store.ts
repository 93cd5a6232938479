import { action, computed, makeObservable, observable } from 'mobx';
import { AsyncResource, pageCount, type RootStore } from '@casino/mf-shared';
import { DOWNLINE_PAGE_SIZE, type DownlineResponse } from '@casino/contracts';
import { postDownline } from '../api/post-downline';
import { searchProblem } from '../lib/downline-search';

/**
 * The downline list: an account search (sent when the agent presses Search, refused with a
 * message when it cannot be an account) and pages of DOWNLINE_PAGE_SIZE members.
 */
export class DownlineStore {
  readonly page = new AsyncResource<DownlineResponse>();
  /** what the search field holds */
  account = '';
  /** the search the list shows */
  searched = '';
  pageNumber = 1;
  problem: ReturnType<typeof searchProblem> = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, {
      account: observable,
      searched: observable,
      pageNumber: observable,
      problem: observable,
      pages: computed,
      setAccount: action,
      search: action,
      goTo: action,
    });
  }

  get pages(): number {
    return pageCount(this.page.value?.total_count ?? 0, DOWNLINE_PAGE_SIZE);
  }

  load(): Promise<void> {
    const body = { page: this.pageNumber, count: DOWNLINE_PAGE_SIZE, ...(this.searched ? { account: this.searched } : {}) };
    return this.page.load(() => postDownline(this.root.api, body));
  }

  setAccount(value: string): void {
    this.account = value;
    this.problem = null;
  }

  /** Shows the members whose account contains the search (all of them when it is empty), from page 1. */
  search(): void {
    this.problem = searchProblem(this.account);
    if (this.problem) return;
    this.searched = this.account.trim();
    this.pageNumber = 1;
    void this.load();
  }

  goTo(page: number): void {
    if (page < 1 || page > this.pages || page === this.pageNumber) return;
    this.pageNumber = page;
    void this.load();
  }
}
