import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState, formatMoney, useAgentLevelName, useStores, createDateFormat } from '@casino/mf-shared';
import { DOWNLINE_SEARCH_MAX, type DownlineMemberData } from '@casino/contracts';
import { FormField } from '@casino/mf-shared/forms';
import { Pager, SearchButton } from '@casino/mf-shared/record-lists';
import { NS } from '../../../app/namespace';
import { DownlineStore } from '../stores/downline-store';
import { ReportScroll } from './report-scroll';
import './reports.css';

/** ?page=DownlineInfo: the agent's downline, every layer, newest first, searchable by account, 20 a page. */
export const DownlineView = observer(function DownlineView() {
  const root = useStores();
  const { t, i18n } = useTranslation(NS);
  const levelName = useAgentLevelName();
  const [store] = useState(() => new DownlineStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);

  const list = store.page.value?.list ?? [];
  const day = createDateFormat(i18n.language, 'date');
  const moment = createDateFormat(i18n.language, 'dateTime');
  const relation = (row: DownlineMemberData) => {
    if (row.relation === 'sub_agent') return t('reports.downline.subAgent', { level: levelName(row.agent_level ?? 1) });
    if (row.relation === 'sub_member') return t('reports.downline.subMember', { layer: row.layer, account: row.via_account ?? '' });
    return t('reports.downline.direct');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.search();
  };

  return (
    <div className="agent-report">
      <form className="agent-report__search" role="search" aria-label={t('reports.downline.searchLabel')} onSubmit={submit} noValidate>
        <FormField
          id="downline-account"
          label={t('reports.downline.account')}
          value={store.account}
          onChange={(value) => store.setAccount(value)}
          error={
            store.problem ? t(`reports.downline.${store.problem}`, { count: DOWNLINE_SEARCH_MAX, max: DOWNLINE_SEARCH_MAX }) : undefined
          }
          placeholder={t('reports.downline.accountHint')}
          autoComplete="off"
        />
        <SearchButton>{t('reports.search')}</SearchButton>
      </form>
      {store.page.status === 'loaded' && list.length > 0 ? (
        <>
          <ReportScroll label={t('reports.downline.tableLabel')}>
            <table className="agent-report__table" aria-label={t('reports.downline.tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('reports.downline.account')}</th>
                  <th scope="col">{t('reports.downline.name')}</th>
                  <th scope="col">{t('reports.downline.relation')}</th>
                  <th scope="col">{t('reports.downline.registered')}</th>
                  <th scope="col">{t('reports.downline.lastLogin')}</th>
                  <th scope="col" className="agent-report__num">
                    {t('reports.downline.balance')}
                  </th>
                  <th scope="col">{t('reports.downline.statusLabel')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((row) => (
                  <tr key={row.member_id}>
                    <th scope="row">{row.account}</th>
                    <td>{row.name}</td>
                    <td>{relation(row)}</td>
                    <td>{day.format(new Date(row.registered_at))}</td>
                    <td>{row.last_login_at ? moment.format(new Date(row.last_login_at)) : t('reports.downline.never')}</td>
                    <td className="agent-report__num">{formatMoney(row.balance, row.currency, i18n.language)}</td>
                    <td className={`agent-report__status--${row.status}`}>{t(`reports.downline.status.${row.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ReportScroll>
          <Pager
            page={store.page.pageNumber}
            pages={store.page.pages}
            total={store.page.value?.total_count ?? 0}
            label={t('reports.downline.pager')}
            onPage={(page) => store.page.goTo(page)}
          />
        </>
      ) : (
        <ListState
          status={store.page.status}
          empty={list.length === 0}
          texts={{
            loading: t('reports.downline.loading'),
            failed: t('reports.downline.failed'),
            empty: store.searched ? t('reports.downline.noMatch', { account: store.searched }) : t('reports.downline.empty'),
          }}
          onRetry={() => void store.page.reload()}
        />
      )}
    </div>
  );
});
