import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SafeLink, useStores, useUiKit, formatDate } from '@casino/mf-shared';
import type { DepositOrderData } from '@casino/contracts';
import { NS } from '../../../app/namespace';

interface DepositOrderViewProps {
  order: DepositOrderData;
  /** the browser blocked the payment window opened at the click */
  paymentBlocked?: boolean;
  format: (amount: number) => string;
  onRefresh?: () => void;
  onCancel: () => void;
  onStartOver: () => void;
}

/** The order a deposit made: its number, amount, state and, for a bank transfer, where to send the money. */
export const DepositOrderView = observer(function DepositOrderView({
  order,
  paymentBlocked = false,
  format,
  onRefresh,
  onCancel,
  onStartOver,
}: DepositOrderViewProps) {
  const ui = useUiKit();
  const { locale } = useStores();
  const { t } = useTranslation(NS);
  const created = formatDate(order.created_at, locale.locale);
  const pending = order.status === 'pending';
  const button = (label: string, onClick: () => void, primary = false) =>
    ui.isDesktop ? (
      <ui.desktop.Button type={primary ? 'primary' : 'default'} onClick={onClick}>
        {label}
      </ui.desktop.Button>
    ) : (
      <ui.mobile.Button block color={primary ? 'primary' : 'default'} onClick={onClick}>
        {label}
      </ui.mobile.Button>
    );
  return (
    <section className="money-order" aria-label={t('deposit.orderTitle')}>
      <h3>{t('deposit.orderTitle')}</h3>
      <dl className="money-order__facts">
        <dt>{t('money.orderNumber')}</dt>
        <dd data-testid="deposit-order-number">{order.order_number}</dd>
        <dt>{t('deposit.method')}</dt>
        <dd>{order.method_name}</dd>
        <dt>{t('money.amountLabel')}</dt>
        <dd>{format(order.amount)}</dd>
        <dt>{t('money.createdAt')}</dt>
        <dd>{created}</dd>
        <dt>{t('money.statusLabel')}</dt>
        <dd role="status" className={`money-status money-status--${order.status}`}>
          {t(`money.status.${order.status}`)}
        </dd>
      </dl>
      {pending && order.payee && (
        <div className="money-order__payee">
          <p>{t('deposit.payeeIntro')}</p>
          <dl className="money-order__facts">
            <dt>{t('deposit.payeeBank')}</dt>
            <dd>{order.payee.bank_name}</dd>
            <dt>{t('deposit.payeeName')}</dt>
            <dd>{order.payee.account_name}</dd>
            <dt>{t('deposit.payeeNumber')}</dt>
            <dd>{order.payee.account_number}</dd>
            <dt>{t('deposit.payeeReference')}</dt>
            <dd>{order.payee.reference}</dd>
          </dl>
        </div>
      )}
      {pending && !order.payee && <p>{t('deposit.pendingHint')}</p>}
      {pending && order.pay_url && (
        <div className="money-order__pay">
          {paymentBlocked && <p role="alert">{t('deposit.payBlocked')}</p>}
          <SafeLink target={{ kind: 'external', href: order.pay_url, newTab: true }}>{t('deposit.payLink')}</SafeLink>
        </div>
      )}
      {order.status === 'success' && <p>{t('deposit.successHint')}</p>}
      <div className="money-actions">
        {pending && onRefresh && button(t('deposit.refresh'), onRefresh)}
        {pending && button(t('deposit.cancel'), onCancel)}
        {!pending && button(t('deposit.again'), onStartOver, true)}
      </div>
    </section>
  );
});
