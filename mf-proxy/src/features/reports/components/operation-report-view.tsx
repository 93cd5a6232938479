import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, useStores } from '@casino/mf-shared';
import { DateRangeFilter } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { isQuiet } from '../lib/figure-columns';
import { periodLabel } from '../lib/report-ranges';
import { OperationReportStore } from '../stores/operation-report-store';
import { FigureCells } from './figure-cells';
import { FigureHeaders } from './figure-headers';
import { GranularityPicker } from './granularity-picker';
import { ReportScroll } from './report-scroll';
import './reports.css';

/** ?page=OperationTable: the whole downline's figures, one row per day, week or month of a range, and the range's totals. */
export const OperationReportView = observer(function OperationReportView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new OperationReportStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const report = store.report.value;
  const label = t('reports.operation.tableLabel');

  return (
    <div className="agent-report">
      <DateRangeFilter
        id="operation"
        label={t('reports.operation.filters')}
        range={store.range}
        onChange={(range) => store.setRange(range)}
        problem={store.problem}
        onSubmit={() => store.search()}
        maxDays={store.maxDays}
        before={<GranularityPicker value={store.granularity} onChange={(g) => store.setGranularity(g)} />}
      />
      {store.report.status === 'loaded' && report && !isQuiet(report.totals) ? (
        <ReportScroll label={label}>
          <table className="agent-report__table" aria-label={label}>
            <thead>
              <tr>
                <th scope="col">{t('reports.operation.period')}</th>
                <FigureHeaders />
              </tr>
            </thead>
            <tbody>
              {report.periods.map((period) => (
                <tr key={period.start_date}>
                  <th scope="row">{periodLabel(report.granularity, period.start_date, period.end_date)}</th>
                  <FigureCells figures={period} currency={report.currency} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('reports.total')}</th>
                <FigureCells figures={report.totals} currency={report.currency} />
              </tr>
            </tfoot>
          </table>
        </ReportScroll>
      ) : (
        <ListState
          status={store.report.status}
          empty={!report || isQuiet(report.totals)}
          texts={{ loading: t('reports.operation.loading'), failed: t('reports.operation.failed'), empty: t('reports.operation.empty') }}
          onRetry={() => void store.report.reload()}
        />
      )}
    </div>
  );
});
