import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, useStores, useUiKit } from '@casino/mf-shared';
import { Pager } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { winLossTone } from '../lib/figure-columns';
import { SettlementsStore } from '../stores/settlements-store';
import { ReportScroll } from './report-scroll';
import { SettlementDetail } from './settlement-detail';
import './reports.css';

/** ?page=PerformanceSettlement: the agent's monthly commission settlements; choosing one shows its detail below. */
export const SettlementsView = observer(function SettlementsView() {
  const root = useStores();
  const ui = useUiKit();
  const { t, i18n } = useTranslation(NS);
  const [store] = useState(() => new SettlementsStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const list = store.page.value?.list ?? [];
  const locale = i18n.language;
  const percent = new Intl.NumberFormat(locale.replace('_', '-'), { style: 'percent', maximumFractionDigits: 2 });
  const label = t('reports.settlement.tableLabel');
  const selected = list.find((row) => row.id === store.selectedId);

  return (
    <div className="agent-report">
      {store.page.status === 'loaded' && list.length > 0 ? (
        <>
          <ReportScroll label={label}>
            <table className="agent-report__table" aria-label={label}>
              <thead>
                <tr>
                  <th scope="col">{t('reports.settlement.period')}</th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.netWinLoss')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.rate')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.commission')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.adjustments')}
                  </th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.settlement.payable')}
                  </th>
                  <th scope="col">{t('reports.settlement.stateLabel')}</th>
                  <th scope="col">{t('reports.settlement.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr key={row.id} className={row.id === store.selectedId ? 'agent-report__row--selected' : undefined}>
                    <th scope="row">{row.period}</th>
                    <td className={`agent-report__num agent-report__tone--${winLossTone(row.net_win_loss)}`}>
                      {formatMoney(row.net_win_loss, row.currency, locale)}
                    </td>
                    <td className="agent-report__num">{percent.format(row.commission_rate)}</td>
                    <td className="agent-report__num">{formatMoney(row.commission, row.currency, locale)}</td>
                    <td className="agent-report__num">{formatMoney(row.adjustments, row.currency, locale)}</td>
                    <td className="agent-report__num">{formatMoney(row.payable, row.currency, locale)}</td>
                    <td>{t(`reports.settlement.state.${row.state}`)}</td>
                    <td>
                      {ui.isDesktop ? (
                        <ui.desktop.Button
                          size="small"
                          aria-label={t('reports.settlement.view', { period: row.period })}
                          onClick={() => void store.select(row.id)}
                        >
                          {t('reports.settlement.viewShort')}
                        </ui.desktop.Button>
                      ) : (
                        <ui.mobile.Button
                          size="mini"
                          aria-label={t('reports.settlement.view', { period: row.period })}
                          onClick={() => void store.select(row.id)}
                        >
                          {t('reports.settlement.viewShort')}
                        </ui.mobile.Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ReportScroll>
          <Pager
            page={store.page.pageNumber}
            pages={store.page.pages}
            total={store.page.value?.total_count ?? 0}
            label={t('reports.settlement.pager')}
            onPage={(page) => store.page.goTo(page)}
          />
          {selected ? (
            <SettlementDetail detail={store.detail} period={selected.period} />
          ) : (
            <p role="note">{t('reports.settlement.choose')}</p>
          )}
        </>
      ) : (
        <ListState
          status={store.page.status}
          empty={list.length === 0}
          texts={{ loading: t('reports.settlement.loading'), failed: t('reports.settlement.failed'), empty: t('reports.settlement.empty') }}
          onRetry={() => void store.page.reload()}
        />
      )}
    </div>
  );
});
