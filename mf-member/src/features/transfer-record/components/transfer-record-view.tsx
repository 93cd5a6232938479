import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, ListState, formatMoney, useAsyncResource, useStores, useUiKit, type TransferRecordResponse } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { postTransferRecord } from '../api/post-transfer-record';
import { RECORD_PAGE_SIZE, checkRange, defaultRange, pageCount } from '../lib/date-range';
import './transfer-record.css';

const MAIN_WALLET = 'MAIN';

/**
 * Transfer records (transaction_record → transfer_record): the member's moves between the main
 * wallet and the providers within a date range, newest first, 20 a page.
 */
export const TransferRecordView = observer(function TransferRecordView() {
  const root = useStores();
  const { locale, session, site, wallet } = root;
  const ui = useUiKit();
  const { t, i18n } = useTranslation(NS);
  const [draft, setDraft] = useState(() => defaultRange(new Date()));
  const [query, setQuery] = useState(() => ({ ...draft, page: 1 }));
  const [error, setError] = useState<string | null>(null);
  const [state, retry] = useAsyncResource<TransferRecordResponse>(
    () => postTransferRecord(root.api, { start_date: query.start, end_date: query.end, page: query.page, count: RECORD_PAGE_SIZE }),
    [query.start, query.end, query.page],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRange(draft.start, draft.end);
    if (!check.ok) return setError(check.key);
    setError(null);
    setQuery({ ...draft, page: 1 });
  };
  const walletName = (code: string) =>
    code === MAIN_WALLET ? t('transfer.mainWallet') : (wallet.entries.find((entry) => entry.gpId === code)?.gpName ?? code);
  const currency = session.currency ?? site.currency;
  const dateFormat = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const data = state.status === 'loaded' ? state.data : null;
  const pages = pageCount(data?.total_count ?? 0);
  const button = (label: string, onClick: (() => void) | undefined, disabled = false, submitType = false) =>
    ui.isDesktop ? (
      <ui.desktop.Button
        htmlType={submitType ? 'submit' : 'button'}
        type={submitType ? 'primary' : 'default'}
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </ui.desktop.Button>
    ) : (
      <ui.mobile.Button
        type={submitType ? 'submit' : 'button'}
        color={submitType ? 'primary' : 'default'}
        size="small"
        onClick={onClick}
        disabled={disabled}
      >
        {label}
      </ui.mobile.Button>
    );

  return (
    <section className="transfer-record" aria-label={t('menu.transfer_record')}>
      <form className="transfer-record__filters" onSubmit={submit} noValidate>
        <label>
          {t('transfer.from')}
          <input type="date" value={draft.start} onChange={(event) => setDraft({ ...draft, start: event.target.value })} />
        </label>
        <label>
          {t('transfer.to')}
          <input type="date" value={draft.end} onChange={(event) => setDraft({ ...draft, end: event.target.value })} />
        </label>
        {button(t('transfer.search'), undefined, false, true)}
      </form>
      <FormAlert ns={NS} message={error ? { key: error } : null} />
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
          <nav className="transfer-record__pager" aria-label={t('transfer.pages')}>
            {button(t('transfer.previous'), () => setQuery({ ...query, page: query.page - 1 }), query.page <= 1)}
            <span>{t('transfer.page', { page: query.page, pages })}</span>
            {button(t('transfer.next'), () => setQuery({ ...query, page: query.page + 1 }), query.page >= pages)}
          </nav>
        </>
      ) : null}
    </section>
  );
});
