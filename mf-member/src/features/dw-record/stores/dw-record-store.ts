import type { RootStore } from '@casino/mf-shared';
import { PagedQuery } from '@casino/mf-shared/paged-query';
import { type DwRecordResponse, defaultRange, rangeProblem, type DateRange, type RangeProblem } from '@casino/contracts';
import { action, makeObservable, observable } from 'mobx';
import { getDwRecord } from '../api/get-dw-record';

/** Records per page. */
export const DW_PAGE_SIZE = 10;
/** The range shown first: the last 7 days, today included. */
export const DW_DEFAULT_DAYS = 7;

export type DwFilterType = 0 | 1 | 2;

/**
 * The deposit and withdrawal record: type and date-range filters (asked when the member presses
 * Search), paging, and a refetch when a deposit completes or a withdrawal is made (the page may
 * be open in the member centre window meanwhile).
 */
export class DwRecordStore {
  readonly page: PagedQuery<DwRecordResponse>;
  type: DwFilterType = 0;
  startDate: string;
  endDate: string;
  rangeError: RangeProblem | null = null;

  constructor(
    private readonly root: RootStore,
    now: Date = new Date(),
  ) {
    const range = defaultRange(DW_DEFAULT_DAYS, now);
    this.startDate = range.start;
    this.endDate = range.end;
    this.page = new PagedQuery(DW_PAGE_SIZE, (page) => {
      const body = { type: this.type, start_date: this.startDate, end_date: this.endDate, page, count: DW_PAGE_SIZE };
      return () => getDwRecord(root.api, body);
    });
    makeObservable(this, {
      type: observable,
      startDate: observable,
      endDate: observable,
      rangeError: observable,
      setType: action,
      setRange: action,
      search: action,
    });
  }

  /** Loads the current page and keeps it current while mounted; returns the stop function. */
  mount(): () => void {
    void this.load();
    const stops = [
      this.root.bus.on('realtime:deposit-success', () => void this.page.reload()),
      this.root.bus.on('wallet:changed', () => void this.page.reload()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  load(): Promise<void> {
    return this.page.loadPage();
  }

  setType(type: DwFilterType): void {
    this.type = type;
  }

  setRange(range: DateRange): void {
    this.startDate = range.start;
    this.endDate = range.end;
    this.rangeError = null;
  }

  /** Applies the filters from page 1; a bad range is said, not asked. */
  search(): void {
    this.rangeError = rangeProblem({ start: this.startDate, end: this.endDate });
    if (this.rangeError) return;
    void this.page.first();
  }
}
