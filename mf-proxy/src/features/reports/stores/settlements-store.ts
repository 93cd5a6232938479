import { action, computed, makeObservable, observable } from 'mobx';
import { AsyncResource, pageCount, type RootStore } from '@casino/mf-shared';
import { SETTLEMENTS_PAGE_SIZE, type SettlementDetailResponse, type SettlementsResponse } from '@casino/contracts';
import { postSettlementDetail } from '../api/post-settlement-detail';
import { postSettlements } from '../api/post-settlements';

/** The agent's settlements, a page of periods at a time, and the detail of the period the agent chose. */
export class SettlementsStore {
  readonly page = new AsyncResource<SettlementsResponse>();
  readonly detail = new AsyncResource<SettlementDetailResponse>();
  pageNumber = 1;
  /** the settlement whose detail is shown, null before the agent chooses one */
  selectedId: number | null = null;

  constructor(private readonly root: RootStore) {
    makeObservable(this, { pageNumber: observable, selectedId: observable, pages: computed, select: action, goTo: action });
  }

  get pages(): number {
    return pageCount(this.page.value?.total_count ?? 0, SETTLEMENTS_PAGE_SIZE);
  }

  load(): Promise<void> {
    return this.page.load(() => postSettlements(this.root.api, { page: this.pageNumber, count: SETTLEMENTS_PAGE_SIZE }));
  }

  /** Shows one settlement's detail; another period's detail is dropped at once, never shown under the new one's title. */
  select(id: number): Promise<void> {
    this.selectedId = id;
    this.detail.reset();
    return this.loadDetail();
  }

  loadDetail(): Promise<void> {
    const id = this.selectedId;
    if (id === null) return Promise.resolve();
    return this.detail.load(() => postSettlementDetail(this.root.api, id));
  }

  goTo(page: number): void {
    if (page < 1 || page > this.pages || page === this.pageNumber) return;
    this.pageNumber = page;
    void this.load();
  }
}
