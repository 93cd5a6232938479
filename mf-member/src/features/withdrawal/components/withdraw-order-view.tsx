import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@casino/mf-shared';
import type { WithdrawOrderData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface WithdrawOrderViewProps {
  order: WithdrawOrderData;
  format: (amount: number) => string;
  onStartOver: () => void;
}

/** The withdrawal just made: its number, amount, account and state. */
export const WithdrawOrderView = observer(function WithdrawOrderView({ order, format, onStartOver }: WithdrawOrderViewProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="money-order" aria-label={t('withdrawal.orderTitle')}>
      <h3>{t('withdrawal.orderTitle')}</h3>
      <dl className="money-order__facts">
        <dt>{t('money.orderNumber')}</dt>
        <dd data-testid="withdraw-order-number">{order.order_number}</dd>
        <dt>{t('money.amountLabel')}</dt>
        <dd>{format(order.amount)}</dd>
        <dt>{t('withdrawal.account')}</dt>
        <dd>{`${order.bank_name} ${order.account_number}`}</dd>
        <dt>{t('money.statusLabel')}</dt>
        <dd role="status" className={`money-status money-status--${order.status}`}>
          {t(`money.status.${order.status}`)}
        </dd>
      </dl>
      <p>{t('withdrawal.pendingHint')}</p>
      <div className="money-actions">
        <ActionButton onClick={onStartOver}>{t('withdrawal.again')}</ActionButton>
      </div>
    </section>
  );
});
