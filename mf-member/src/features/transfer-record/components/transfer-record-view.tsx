import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, useAsyncResource, useStores, createDateFormat } from '@casino/mf-shared';
import { type TransferRecordResponse, defaultRange, pageCount, rangeProblem, type RangeProblem } from '@casino/contracts';
import { DateRangeFilter, Pager } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { postTransferRecord } from '../api/post-transfer-record';
import './transfer-record.css';

const MAIN_WALLET = 'MAIN';
/** Rows per page of the transfer record. */
export const RECORD_PAGE_SIZE = 20;
/** The range shown first: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

/**
 * Transfer records (transaction_record → transfer_record): the member's moves between the main
 * wallet and the providers within a date range, newest first, 20 a page.
 */
export const TransferRecordView = observer(function TransferRecordView() {
  const root = useStores();
  const { locale, session, site, wallet } = root;
  const { t, i18n } = useTranslation(NS);
  const [draft, setDraft] = useState(() => defaultRange(DEFAULT_DAYS));
  const [query, setQuery] = useState(() => ({ ...draft, page: 1 }));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const [state, retry] = useAsyncResource<TransferRecordResponse>(
    () => postTransferRecord(root.api, { start_date: query.start, end_date: query.end, page: query.page, count: RECORD_PAGE_SIZE }),
    [query.start, query.end, query.page],
  );

  const submit = () => {
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) setQuery({ ...draft, page: 1 });
  };
  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('transfer.mainWallet') : (wallet.entries.find((entry) => entry.gpId === code)?.gpName ?? code);
  const currency = session.currency ?? site.currency;
  const dateFormat = createDateFormat(i18n.language, 'dateTime');
  const data = state.status === 'loaded' ? state.data : null;
  const pages = pageCount(data?.total_count ?? 0, RECORD_PAGE_SIZE);

  return (
    <section className="transfer-record" aria-label={t('menu.transfer_record')}>
      <DateRangeFilter
        id="transfer-record"
        label={t('transfer.filters')}
        range={draft}
        onChange={setDraft}
        problem={problem}
        onSubmit={submit}
      />
      <ListState
        status={state.status}
        empty={(data?.list.length ?? 0) === 0}
        texts={{ empty: t('transfer.empty'), failed: t('transfer.failed') }}
        onRetry={retry}
      />
      {data && data.list.length > 0 ? (
        <>
          <table className="transfer-record__table">
            <thead>
              <tr>
                <th scope="col">{t('transfer.time')}</th>
                <th scope="col">{t('transfer.order')}</th>
                <th scope="col">{t('transfer.direction')}</th>
                <th scope="col">{t('transfer.amount')}</th>
                <th scope="col">{t('transfer.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.id}>
                  <td>{dateFormat.format(new Date(row.created_at))}</td>
                  <td>{row.order_number}</td>
                  <td>{t('transfer.fromTo', { from: walletName(row.from), to: walletName(row.to) })}</td>
                  <td>{formatMoney(row.amount, currency, locale.locale)}</td>
                  <td>{t(row.status === 1 ? 'transfer.done' : 'transfer.failedStatus')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={query.page} pages={pages} label={t('transfer.pages')} onPage={(page) => setQuery({ ...query, page })} />
        </>
      ) : null}
    </section>
  );
});
