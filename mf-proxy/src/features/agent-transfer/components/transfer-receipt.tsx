import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@casino/mf-shared';
import type { AgentTransferData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface TransferReceiptProps {
  transfer: AgentTransferData;
  format: (amount: number) => string;
  when: (iso: string) => string;
  onStartOver: () => void;
}

/** The transfer just made: its number, the member, the amount and the agent's balance after it. */
export const TransferReceipt = observer(function TransferReceipt({ transfer, format, when, onStartOver }: TransferReceiptProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="agent-transfer__receipt" aria-label={t('transfer.receipt.title')}>
      <h3 role="status">{t('transfer.receipt.done', { amount: format(transfer.amount), account: transfer.member_account })}</h3>
      <dl>
        <dt>{t('transfer.receipt.number')}</dt>
        <dd data-testid="transfer-number">{transfer.transfer_number}</dd>
        <dt>{t('transfer.receipt.member')}</dt>
        <dd>{transfer.member_name ? `${transfer.member_account} (${transfer.member_name})` : transfer.member_account}</dd>
        <dt>{t('transfer.receipt.amount')}</dt>
        <dd>{format(transfer.amount)}</dd>
        <dt>{t('transfer.receipt.balanceAfter')}</dt>
        <dd>{format(transfer.balance_after)}</dd>
        <dt>{t('transfer.receipt.time')}</dt>
        <dd>{when(transfer.created_at)}</dd>
      </dl>
      <ActionButton onClick={onStartOver}>{t('transfer.receipt.again')}</ActionButton>
    </section>
  );
});
