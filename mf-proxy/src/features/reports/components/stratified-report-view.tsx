import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, useAgentLevelName, useStores } from '@casino/mf-shared';
import type { StratifiedLayerData } from '@casino/contracts';
import { DateRangeFilter } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { isQuiet } from '../lib/figure-columns';
import { StratifiedReportStore } from '../stores/stratified-report-store';
import { FigureCells } from './figure-cells';
import { FigureHeaders } from './figure-headers';
import { ReportScroll } from './report-scroll';
import './reports.css';

/** ?page=StratifiedTable: the same figures per downline layer (the agent's own members, its sub-agents' members, …). */
export const StratifiedReportView = observer(function StratifiedReportView() {
  const root = useStores();
  const { t, i18n } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const [store] = useState(() => new StratifiedReportStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const report = store.report.value;
  const label = t('reports.stratified.tableLabel');
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  const layerName = (layer: StratifiedLayerData) =>
    layer.layer === 1
      ? t('reports.stratified.direct', { level: levelName(layer.agent_level) })
      : t('reports.stratified.subLayer', { layer: layer.layer, level: levelName(layer.agent_level) });

  return (
    <div className="agent-report">
      <DateRangeFilter
        id="stratified"
        label={t('reports.stratified.filters')}
        range={store.range}
        onChange={(range) => store.setRange(range)}
        problem={store.problem}
        onSubmit={() => store.search()}
        maxDays={store.maxDays}
      />
      {store.report.status === 'loaded' && report && !isQuiet(report.totals) ? (
        <ReportScroll label={label}>
          <table className="agent-report__table" aria-label={label}>
            <thead>
              <tr>
                <th scope="col">{t('reports.stratified.layer')}</th>
                <th scope="col" className="agent-report__num">
                  {t('reports.stratified.agents')}
                </th>
                <th scope="col" className="agent-report__num">
                  {t('reports.stratified.members')}
                </th>
                <FigureHeaders />
              </tr>
            </thead>
            <tbody>
              {report.layers.map((layer) => (
                <tr key={layer.layer}>
                  <th scope="row">{layerName(layer)}</th>
                  <td className="agent-report__num">{number.format(layer.agents)}</td>
                  <td className="agent-report__num">{number.format(layer.members)}</td>
                  <FigureCells figures={layer} currency={report.currency} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('reports.total')}</th>
                <td className="agent-report__num">{number.format(report.layers.reduce((sum, l) => sum + l.agents, 0))}</td>
                <td className="agent-report__num">{number.format(report.layers.reduce((sum, l) => sum + l.members, 0))}</td>
                <FigureCells figures={report.totals} currency={report.currency} />
              </tr>
            </tfoot>
          </table>
        </ReportScroll>
      ) : (
        <ListState
          status={store.report.status}
          empty={!report || isQuiet(report.totals)}
          texts={{ loading: t('reports.stratified.loading'), failed: t('reports.stratified.failed'), empty: t('reports.stratified.empty') }}
          onRetry={() => void store.report.reload()}
        />
      )}
    </div>
  );
});
