import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, useAgentLevelName, type AsyncResource, createDateFormat } from '@casino/mf-shared';
import type { SettlementDetailResponse } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { winLossTone } from '../lib/figure-columns';
import { settlementOutcome } from '../lib/settlement-outcome';
import { ReportScroll } from './report-scroll';
import './reports.css';

interface SettlementDetailProps {
  detail: AsyncResource<SettlementDetailResponse>;
  /** the chosen period, named in the heading while its detail loads */
  period: string;
}

/** One settlement: its dates and state, how each layer counted, the adjustments and what is paid. */
export const SettlementDetail = observer(function SettlementDetail({ detail, period }: SettlementDetailProps) {
  const { t, i18n } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const data = detail.value;
  const locale = i18n.language;
  const moment = createDateFormat(locale, 'date');
  const percent = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale.replace('_', '-'));
  const heading = t('reports.settlement.detailTitle', { period });
  // why a month pays no commission: too few active members, or a negative base carried forward
  const outcome = data ? settlementOutcome(data) : null;
  const outcomeText =
    outcome === 'short'
      ? t('reports.settlement.short', { active: data?.settlement.active_members, needed: data?.settlement.min_active_members })
      : outcome === 'carried'
        ? t('reports.settlement.carried')
        : null;

  return (
    <section className="agent-report__detail" aria-label={heading}>
      <h3>{heading}</h3>
      {detail.status === 'loaded' && data ? (
        <>
          <dl className="agent-report__facts">
            <dt>{t('reports.settlement.dates')}</dt>
            <dd>{`${data.settlement.start_date} – ${data.settlement.end_date}`}</dd>
            <dt>{t('reports.settlement.stateLabel')}</dt>
            <dd>{t(`reports.settlement.state.${data.settlement.state}`)}</dd>
            <dt>{t('reports.settlement.settledAt')}</dt>
            <dd>{data.settlement.settled_at ? moment.format(new Date(data.settlement.settled_at)) : t('reports.settlement.notYet')}</dd>
            <dt>{t('reports.settlement.paidAt')}</dt>
            <dd>{data.settlement.paid_at ? moment.format(new Date(data.settlement.paid_at)) : t('reports.settlement.notYet')}</dd>
            <dt>{t('reports.figures.active_members')}</dt>
            <dd>
              {t('reports.settlement.activeOfNeeded', {
                active: number.format(data.settlement.active_members),
                needed: number.format(data.settlement.min_active_members),
              })}
            </dd>
          </dl>
          <ReportScroll label={t('reports.settlement.linesLabel')}>
            <table className="agent-report__table" aria-label={t('reports.settlement.linesLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('reports.stratified.layer')}</th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.figures.active_members')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.figures.valid_bets')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.figures.win_loss')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.rate')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.commission')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <tr key={line.layer}>
                    <th scope="row">
                      {line.layer === 1
                        ? t('reports.stratified.direct', { level: levelName(line.agent_level) })
                        : t('reports.stratified.subLayer', { layer: line.layer, level: levelName(line.agent_level) })}
                    </th>
                    <td className="agent-report__num">{number.format(line.active_members)}</td>
                    <td className="agent-report__num">{formatMoney(line.valid_bets, data.settlement.currency, locale)}</td>
                    <td className={`agent-report__num agent-report__tone--${winLossTone(line.win_loss)}`}>
                      {formatMoney(line.win_loss, data.settlement.currency, locale)}
                    </td>
                    <td className="agent-report__num">{percent.format(line.rate)}</td>
                    <td className="agent-report__num">{formatMoney(line.commission, data.settlement.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ReportScroll>
          <h4>{t('reports.settlement.adjustmentsTitle')}</h4>
          {data.adjustment_list.length > 0 ? (
            <ul>
              {data.adjustment_list.map((adjustment, i) => (
                <li key={i}>{`${adjustment.reason}: ${formatMoney(adjustment.amount, data.settlement.currency, locale)}`}</li>
              ))}
            </ul>
          ) : (
            <p>{t('reports.settlement.noAdjustments')}</p>
          )}
          {outcomeText && <p role="note">{outcomeText}</p>}
          <dl className="agent-report__facts">
            <dt>{t('reports.settlement.carriedIn')}</dt>
            <dd>{formatMoney(data.settlement.carried_in, data.settlement.currency, locale)}</dd>
            <dt>{t('reports.settlement.commission')}</dt>
            <dd>{formatMoney(data.settlement.commission, data.settlement.currency, locale)}</dd>
            <dt>{t('reports.settlement.adjustments')}</dt>
            <dd>{formatMoney(data.settlement.adjustments, data.settlement.currency, locale)}</dd>
            <dt>{t('reports.settlement.payable')}</dt>
            <dd>{formatMoney(data.settlement.payable, data.settlement.currency, locale)}</dd>
          </dl>
        </>
      ) : (
        <ListState
          status={detail.status}
          empty={false}
          texts={{
            loading: t('reports.settlement.detailLoading'),
            failed: detail.notFound ? t('reports.settlement.notFound') : t('reports.settlement.detailFailed'),
          }}
          onRetry={() => void detail.reload()}
        />
      )}
    </section>
  );
});
