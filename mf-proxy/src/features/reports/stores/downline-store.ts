import { action, makeObservable, observable } from 'mobx';
import type { RootStore } from '@casino/mf-shared';
import { PagedQuery } from '@casino/mf-shared/paged-query';
import { DOWNLINE_PAGE_SIZE, type DownlineResponse } from '@casino/contracts';
import { postDownline } from '../api/post-downline';
import { searchProblem } from '../lib/downline-search';

/**
 * The downline list: an account search (sent when the agent presses Search, refused with a
 * message when it cannot be an account) and pages of DOWNLINE_PAGE_SIZE members.
 */
export class DownlineStore {
  readonly page: PagedQuery<DownlineResponse>;
  /** what the search field holds */
  account = '';
  /** the search the list shows */
  searched = '';
  problem: ReturnType<typeof searchProblem> = null;

  constructor(root: RootStore) {
    this.page = new PagedQuery(DOWNLINE_PAGE_SIZE, (page) => {
      const body = { page, count: DOWNLINE_PAGE_SIZE, ...(this.searched ? { account: this.searched } : {}) };
      return () => postDownline(root.api, body);
    });
    makeObservable(this, { account: observable, searched: observable, problem: observable, setAccount: action, search: action });
  }

  load(): Promise<void> {
    return this.page.loadPage();
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
    void this.page.first();
  }
}
