import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultRange,
  formatMoney,
  ListState,
  Pager,
  pageCount,
  RECOMMEND_PAGE_SIZE,
  useAsyncResource,
  useStores,
} from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { getMemberSearch } from '../api/recommend-api';
import { RECOMMEND_DEFAULT_DAYS, RecordFilter, type RecordQuery } from './record-filter';
import './recommend.css';

/** /user/MemberSearch: the friends who registered with the member's code in a date range, optionally by account. */
export const MemberSearchView = observer(function MemberSearchView() {
  const { api, session } = useStores();
  const { t, i18n } = useTranslation(NS);
  const [query, setQuery] = useState<RecordQuery>(() => ({ ...defaultRange(RECOMMEND_DEFAULT_DAYS), account: '' }));
  const [page, setPage] = useState(1);
  const [state, retry] = useAsyncResource(
    () =>
      getMemberSearch(api, {
        start_date: query.start,
        end_date: query.end,
        page,
        per_page: RECOMMEND_PAGE_SIZE,
        ...(query.account ? { member_account: query.account } : {}),
      }),
    [query, page],
  );
  const currency = session.currency ?? '';
  const rows = state.status === 'loaded' ? state.data.list : [];
  const dateFormat = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  return (
    <div className="recommend">
      <RecordFilter
        initial={query}
        withAccount
        onApply={(next) => {
          setQuery(next);
          setPage(1);
        }}
      />
      <ListState
        status={state.status}
        empty={rows.length === 0}
        texts={{ loading: t('recommend.search.loading'), failed: t('recommend.search.failed'), empty: t('recommend.search.empty') }}
        onRetry={retry}
      />
      {state.status === 'loaded' && rows.length > 0 && (
        <>
          <table className="recommend__table" aria-label={t('menu.member_search')}>
            <thead>
              <tr>
                <th scope="col">{t('recommend.search.member')}</th>
                <th scope="col">{t('recommend.search.registered')}</th>
                <th scope="col">{t('recommend.search.deposited')}</th>
                <th scope="col">{t('recommend.search.totalDeposit')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.member_account}</td>
                  <td>{dateFormat.format(new Date(row.registered_at))}</td>
                  <td>{row.has_deposit === 1 ? t('recommend.search.yes') : t('recommend.search.no')}</td>
                  <td>{formatMoney(row.total_deposit, currency, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pageCount(state.data.total_count, RECOMMEND_PAGE_SIZE) > 1 && (
            <Pager page={page} pages={pageCount(state.data.total_count, RECOMMEND_PAGE_SIZE)} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
});
