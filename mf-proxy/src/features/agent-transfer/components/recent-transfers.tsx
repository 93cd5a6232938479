import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListState, stateTexts, useStores, type AsyncList } from '@casino/mf-shared';
import type { AgentTransferData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface RecentTransfersProps {
  list: AsyncList<AgentTransferData>;
  format: (amount: number, currency: string) => string;
  when: (iso: string) => string;
}

/** The agent's latest transfers: a table on desktop, cards on a phone; loading, empty and failed states. */
export const RecentTransfers = observer(function RecentTransfers({ list, format, when }: RecentTransfersProps) {
  const { layout } = useStores();
  const { t } = useTranslation(NS);
  const items = list.items;
  const title = t('transfer.recent.title');
  let body;
  if (list.status !== 'loaded' || items.length === 0) {
    body = (
      <ListState
        status={list.status}
        empty={items.length === 0}
        texts={stateTexts(t, 'transfer.recent')}
        onRetry={() => void list.reload()}
      />
    );
  } else if (layout.isDesktop) {
    body = (
      <table className="agent-transfer__table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('transfer.receipt.time')}</th>
            <th scope="col">{t('transfer.receipt.member')}</th>
            <th scope="col">{t('transfer.receipt.amount')}</th>
            <th scope="col">{t('transfer.receipt.balanceAfter')}</th>
            <th scope="col">{t('transfer.receipt.number')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.transfer_number}>
              <td>{when(row.created_at)}</td>
              <td>{row.member_account}</td>
              <td className="agent-transfer__money">{format(row.amount, row.currency)}</td>
              <td className="agent-transfer__money">{format(row.balance_after, row.currency)}</td>
              <td>{row.transfer_number}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    body = (
      <ul className="agent-transfer__cards" aria-label={title}>
        {items.map((row) => (
          <li key={row.transfer_number} className="agent-transfer__card">
            <span>{row.member_account}</span>
            <strong>{format(row.amount, row.currency)}</strong>
            <span className="agent-transfer__card-meta">
              {t('transfer.recent.meta', { time: when(row.created_at), balance: format(row.balance_after, row.currency) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="recent-transfers-title">
      <h3 id="recent-transfers-title">{title}</h3>
      {body}
    </section>
  );
});
