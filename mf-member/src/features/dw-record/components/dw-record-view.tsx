import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, stateTexts, useStores, useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { DwRecordStore, type DwFilterType } from '../stores/dw-record-store';
import { DwRecordFilters } from './dw-record-filters';

/** /user/DWRecord: deposits and withdrawals with type and date-range filters, paging and empty state. */
export const DwRecordView = observer(function DwRecordView() {
  const root = useStores();
  const ui = useUiKit();
  const { t } = useTranslation(NS);
  const [store] = useState(() => new DwRecordStore(root));
  useEffect(() => store.mount(), [store]);
  const list = store.page.value?.list ?? [];
  const when = new Intl.DateTimeFormat(root.locale.locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const search = (event: FormEvent) => {
    event.preventDefault();
    store.search();
  };
  const pager = (label: string, page: number, disabled: boolean) =>
    ui.isDesktop ? (
      <ui.desktop.Button onClick={() => store.goTo(page)} disabled={disabled}>
        {label}
      </ui.desktop.Button>
    ) : (
      <ui.mobile.Button size="small" onClick={() => store.goTo(page)} disabled={disabled}>
        {label}
      </ui.mobile.Button>
    );
  return (
    <div className="money-page">
      <DwRecordFilters
        type={store.type}
        start={store.startDate}
        end={store.endDate}
        error={store.rangeError ? t(store.rangeError, { days: 90 }) : undefined}
        onType={(type: DwFilterType) => store.setType(type)}
        onStart={(day) => store.setStart(day)}
        onEnd={(day) => store.setEnd(day)}
        onSubmit={search}
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
          <nav className="money-pager" aria-label={t('dwRecord.pager')}>
            {pager(t('dwRecord.previous'), store.pageNumber - 1, store.pageNumber <= 1)}
            <span>{t('dwRecord.pageOf', { page: store.pageNumber, pages: store.pages, total: store.page.value?.total_count ?? 0 })}</span>
            {pager(t('dwRecord.next'), store.pageNumber + 1, store.pageNumber >= store.pages)}
          </nav>
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
