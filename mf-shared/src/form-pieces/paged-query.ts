/* @casino/mf-shared/paged-query: a subpath of its own, like the form pieces (amount-password-fields.tsx). */
import { action, computed, makeObservable, observable } from 'mobx';
import { pageCount } from '@casino/contracts';
import { AsyncResource, type AsyncResourceOptions } from '@casino/mf-shared';

/** What a record list's call answers besides the page's rows: how many records there are in all. */
export interface PagedAnswer {
  total_count: number;
}

/**
 * How a record list asks for a page: given the page number, it takes the call's body from the
 * list's filters as they are now and returns the call that sends that body.
 */
export type PageRequest<T extends PagedAnswer> = (page: number) => () => Promise<T>;

/**
 * One page of a record list at a time: the page shown, how many pages the last answer counts,
 * Previous / Next (`goTo`) and a new search from page 1 (`first`). The body is taken when a page is
 * asked for; Retry and a refresh (`reload`) send that body again, not filters changed since.
 */
export class PagedQuery<T extends PagedAnswer> extends AsyncResource<T> {
  pageNumber = 1;

  constructor(
    private readonly pageSize: number,
    private readonly request: PageRequest<T>,
    options: AsyncResourceOptions = {},
  ) {
    super(options);
    makeObservable(this, { pageNumber: observable, pages: computed, first: action, goTo: action });
  }

  /** The pages of the last answer (at least 1). */
  get pages(): number {
    return pageCount(this.value?.total_count ?? 0, this.pageSize);
  }

  /** Loads the page shown (again). */
  loadPage(): Promise<void> {
    return this.load(this.request(this.pageNumber));
  }

  /** Page 1 with the list's filters as they are now (Search). */
  first(): Promise<void> {
    this.pageNumber = 1;
    return this.loadPage();
  }

  /** Another page of the same search; nothing for the page shown or one outside the list. */
  goTo(page: number): void {
    if (page < 1 || page > this.pages || page === this.pageNumber) return;
    this.pageNumber = page;
    void this.loadPage();
  }
}
