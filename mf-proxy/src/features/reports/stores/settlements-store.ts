import { action, makeObservable, observable } from 'mobx';
import { AsyncResource, type RootStore } from '@casino/mf-shared';
import { PagedQuery } from '@casino/mf-shared/paged-query';
import { SETTLEMENTS_PAGE_SIZE, type SettlementDetailResponse, type SettlementsResponse } from '@casino/contracts';
import { postSettlementDetail } from '../api/post-settlement-detail';
import { postSettlements } from '../api/post-settlements';

/** The agent's settlements, a page of periods at a time, and the detail of the period the agent chose. */
export class SettlementsStore {
  readonly page: PagedQuery<SettlementsResponse>;
  readonly detail = new AsyncResource<SettlementDetailResponse>();
  /** the settlement whose detail is shown, null before the agent chooses one */
  selectedId: number | null = null;

  constructor(private readonly root: RootStore) {
    this.page = new PagedQuery(SETTLEMENTS_PAGE_SIZE, (page) => () => postSettlements(root.api, { page, count: SETTLEMENTS_PAGE_SIZE }));
    makeObservable(this, { selectedId: observable, select: action });
  }

  load(): Promise<void> {
    return this.page.loadPage();
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
}
