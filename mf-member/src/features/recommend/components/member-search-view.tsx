import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, ListState, useStores, createDateFormat } from '@casino/mf-shared';
import { RECOMMEND_PAGE_SIZE } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { getMemberSearch } from '../api/recommend-api';
import { useRecordList } from '../lib/use-record-list';
import './recommend.css';

/** /user/MemberSearch: the friends who registered with the member's code in a date range, optionally by account. */
export const MemberSearchView = observer(function MemberSearchView() {
  const { api, session } = useStores();
  const { t, i18n } = useTranslation(NS);
  const { state, retry, filter, pager } = useRecordList(true, (query, page) =>
    getMemberSearch(api, {
      start_date: query.start,
      end_date: query.end,
      page,
      per_page: RECOMMEND_PAGE_SIZE,
      ...(query.account ? { member_account: query.account } : {}),
    }),
  );
  const currency = session.currency ?? '';
  const rows = state.status === 'loaded' ? state.data.list : [];
  const dateFormat = createDateFormat(i18n.language, 'date');
  return (
    <div className="recommend">
      {filter}
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
          {pager}
        </>
      )}
    </div>
  );
});
