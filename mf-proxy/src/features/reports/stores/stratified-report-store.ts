import { action, makeObservable, observable } from 'mobx';
import { AsyncResource, type RootStore } from '@casino/mf-shared';
import { REPORT_MAX_DAYS, type StratifiedReportResponse, rangeProblem, type DateRange, type RangeProblem } from '@casino/contracts';
import { postStratifiedReport } from '../api/post-stratified-report';
import { currentMonthRange } from '../lib/report-ranges';

/** The stratified report: one range (this month first, at most a year), asked when the agent presses Search. */
export class StratifiedReportStore {
  readonly report = new AsyncResource<StratifiedReportResponse>();
  range: DateRange;
  problem: RangeProblem | null = null;
  readonly maxDays = REPORT_MAX_DAYS.month;

  constructor(
    private readonly root: RootStore,
    now: Date = new Date(),
  ) {
    this.range = currentMonthRange(now);
    makeObservable(this, { range: observable, problem: observable, setRange: action, search: action });
  }

  load(): Promise<void> {
    const body = { start_date: this.range.start, end_date: this.range.end };
    return this.report.load(() => postStratifiedReport(this.root.api, body));
  }

  setRange(range: DateRange): void {
    this.range = range;
    this.problem = null;
  }

  search(): void {
    this.problem = rangeProblem(this.range, this.maxDays);
    if (this.problem) return;
    void this.load();
  }
}
