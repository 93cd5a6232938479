import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, stateTexts, useStores, createDateFormat } from '@casino/mf-shared';
import { Pager } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { DwRecordStore, type DwFilterType } from '../stores/dw-record-store';
import { DwRecordFilters } from './dw-record-filters';

/** /user/DWRecord: deposits and withdrawals with type and date-range filters, paging and empty state. */
export const DwRecordView = observer(function DwRecordView() {
  const root = useStores();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new DwRecordStore(root));
  useEffect(() => store.mount(), [store]);
  const list = store.page.value?.list ?? [];
  const when = createDateFormat(root.locale.locale, 'dateTime');
  return (
    <div className="money-page">
      <DwRecordFilters
        type={store.type}
        range={{ start: store.startDate, end: store.endDate }}
        problem={store.rangeError}
        onType={(type: DwFilterType) => store.setType(type)}
        onRange={(range) => store.setRange(range)}
        onSubmit={() => store.search()}
      />
      {store.page.status === 'loaded' && list.length > 0 ? (
        <>
          <table className="money-table" aria-label={t('dwRecord.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('money.orderNumber')}</th>
                <th scope="col">{t('dwRecord.type')}</th>
                <th scope="col">{t('money.amountLabel')}</th>
                <th scope="col">{t('dwRecord.method')}</th>
                <th scope="col">{t('money.statusLabel')}</th>
                <th scope="col">{t('money.createdAt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id}>
                  <td>{row.order_number}</td>
                  <td>{t(row.type === 1 ? 'dwRecord.deposit' : 'dwRecord.withdrawal')}</td>
                  <td>{formatMoney(row.amount, row.currency, root.locale.locale)}</td>
                  <td>{row.method_name}</td>
                  <td className={`money-status money-status--${row.status}`}>{t(`money.status.${row.status}`)}</td>
                  <td>{when.format(new Date(row.created_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={store.page.pageNumber}
            pages={store.page.pages}
            total={store.page.value?.total_count ?? 0}
            label={t('dwRecord.pager')}
            onPage={(page) => store.page.goTo(page)}
          />
        </>
      ) : (
        <ListState
          status={store.page.status}
          empty={list.length === 0}
          texts={stateTexts(t, 'dwRecord')}
          onRetry={() => void store.load()}
        />
      )}
    </div>
  );
});
