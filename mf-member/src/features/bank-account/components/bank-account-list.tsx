import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListState, stateTexts, useStores, type LoadStatus, createDateFormat } from '@casino/mf-shared';
import type { BankAccountData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface BankAccountListProps {
  status: LoadStatus;
  accounts: BankAccountData[];
  onRetry: () => void;
}

/** The member's bound bank accounts, with loading, failed and empty states. */
export const BankAccountList = observer(function BankAccountList({ status, accounts, onRetry }: BankAccountListProps) {
  const { t } = useTranslation(NS);
  const { locale } = useStores();
  const date = createDateFormat(locale.locale, 'date');
  if (status !== 'loaded' || accounts.length === 0) {
    return <ListState status={status} empty={accounts.length === 0} texts={stateTexts(t, 'bankAccount.list')} onRetry={onRetry} />;
  }
  return (
    <ul className="money-accounts" aria-label={t('bankAccount.listLabel')}>
      {accounts.map((a) => (
        <li key={a.id} className="money-accounts__item">
          <strong>{a.bank_name}</strong> <span>{a.account_number}</span> <span>{a.account_name}</span>
          {a.branch && <span> · {a.branch}</span>}
          <span className="money-accounts__date"> · {t('bankAccount.boundOn', { date: date.format(new Date(a.created_at)) })}</span>
        </li>
      ))}
    </ul>
  );
});
