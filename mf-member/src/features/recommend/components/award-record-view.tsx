import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney, ListState, useStores, createDateFormat } from '@casino/mf-shared';
import { RECOMMEND_PAGE_SIZE } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { getAwardRecord } from '../api/recommend-api';
import { useRecordList } from '../lib/use-record-list';
import './recommend.css';

/** /user/AwardRecord: what the recommend programme paid for each friend, in a date range, 10 a page, newest first. */
export const AwardRecordView = observer(function AwardRecordView() {
  const { api, session } = useStores();
  const { t, i18n } = useTranslation(NS);
  const { state, retry, filter, pager } = useRecordList(false, (query, page) =>
    getAwardRecord(api, { start_date: query.start, end_date: query.end, page, per_page: RECOMMEND_PAGE_SIZE }),
  );
  const currency = session.currency ?? '';
  const rows = state.status === 'loaded' ? state.data.list : [];
  const dateFormat = createDateFormat(i18n.language, 'dateTime');
  return (
    <div className="recommend">
      {filter}
      <ListState
        status={state.status}
        empty={rows.length === 0}
        texts={{ loading: t('recommend.awards.loading'), failed: t('recommend.awards.failed'), empty: t('recommend.awards.empty') }}
        onRetry={retry}
      />
      {state.status === 'loaded' && rows.length > 0 && (
        <>
          <p>
            {t('recommend.awards.total', {
              amount: formatMoney(state.data.total_amount, currency, i18n.language),
              count: state.data.total_count,
            })}
          </p>
          <table className="recommend__table" aria-label={t('menu.award_record')}>
            <thead>
              <tr>
                <th scope="col">{t('recommend.awards.date')}</th>
                <th scope="col">{t('recommend.awards.friend')}</th>
                <th scope="col">{t('recommend.awards.type')}</th>
                <th scope="col">{t('recommend.awards.amount')}</th>
                <th scope="col">{t('recommend.awards.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateFormat.format(new Date(row.created_at))}</td>
                  <td>{row.friend_account}</td>
                  <td>{t(`recommend.awards.types.${row.award_type}`)}</td>
                  <td>{formatMoney(row.amount, currency, i18n.language)}</td>
                  <td>{t(`recommend.awards.states.${row.status}`)}</td>
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
