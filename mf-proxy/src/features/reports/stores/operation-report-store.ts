import { action, makeObservable, observable } from 'mobx';
import { AsyncResource, type RootStore } from '@casino/mf-shared';
import {
  REPORT_MAX_DAYS,
  type OperationReportResponse,
  type ReportGranularity,
  rangeProblem,
  type DateRange,
  type RangeProblem,
} from '@casino/contracts';
import { postOperationReport } from '../api/post-operation-report';
import { defaultOperationRange } from '../lib/report-ranges';

/**
 * The operation report: a granularity (day, week, month) and a range within its maximum, asked
 * when the agent presses Search; choosing another granularity puts its default range in the form.
 */
export class OperationReportStore {
  readonly report = new AsyncResource<OperationReportResponse>();
  granularity: ReportGranularity = 'month';
  range: DateRange;
  problem: RangeProblem | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.range = defaultOperationRange(this.granularity, now());
    makeObservable(this, {
      granularity: observable,
      range: observable,
      problem: observable,
      setGranularity: action,
      setRange: action,
      search: action,
    });
  }

  get maxDays(): number {
    return REPORT_MAX_DAYS[this.granularity];
  }

  load(): Promise<void> {
    const body = { granularity: this.granularity, start_date: this.range.start, end_date: this.range.end };
    return this.report.load(() => postOperationReport(this.root.api, body));
  }

  setGranularity(granularity: ReportGranularity): void {
    this.granularity = granularity;
    this.range = defaultOperationRange(granularity, this.now());
    this.problem = null;
  }

  setRange(range: DateRange): void {
    this.range = range;
    this.problem = null;
  }

  /** Asks the report of the form's range; a range the granularity cannot cover is said, not asked. */
  search(): void {
    this.problem = rangeProblem(this.range, this.maxDays);
    if (this.problem) return;
    void this.load();
  }
}
